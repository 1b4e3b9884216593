// Types of cache-handler.mjs, which Node loads as plain JavaScript outside Next's bundle.
import type { CacheHandler } from 'next/dist/server/lib/incremental-cache';

declare const PortalCacheHandler: typeof CacheHandler;
export default PortalCacheHandler;
