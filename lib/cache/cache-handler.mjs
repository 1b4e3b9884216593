// @ts-check
import fileSystemCacheExports from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

// Next's `cacheHandler` (next.config.mjs), the store behind `unstable_cache`; plain JavaScript, since Node loads it
// outside the bundle. Next's file-system cache, except that FETCH entries and tag revalidations go to the shared
// data cache (lib/cache/server/shared-data-cache.ts) once instrumentation.ts registers one (REDIS_URL set).

// Node hands an ES module the CommonJS exports object; a bundler hands it `exports.default`.
const FileSystemCache = /** @type {any} */ (fileSystemCacheExports).default ?? fileSystemCacheExports;

const SHARED = Symbol.for('portal.shared-data-cache');
const REVALIDATED_AT = Symbol.for('portal.data-cache.revalidated-at');

/**
 * @typedef {{
 *   get(key: string, tags: string[]): Promise<{ lastModified: number, value: unknown } | null>,
 *   set(key: string, value: { revalidate?: number }): Promise<void>,
 *   revalidateTags(tags: string[], durations?: { expire?: number }): Promise<void>,
 * }} SharedDataCache
 */

/** @returns {SharedDataCache | undefined} */
function shared() {
  return /** @type {Record<symbol, SharedDataCache | undefined>} */ (/** @type {unknown} */ (globalThis))[
    SHARED
  ];
}

export default class PortalCacheHandler {
  /** @param {any} ctx */
  constructor(ctx) {
    this.local = new FileSystemCache(ctx);
  }

  /** @param {string} key @param {{ kind: string, tags?: string[], softTags?: string[] }} ctx */
  async get(key, ctx) {
    const store = shared();
    if (!store || ctx.kind !== 'FETCH') return this.local.get(key, ctx);
    return store.get(key, [...new Set([...(ctx.tags ?? []), ...(ctx.softTags ?? [])])]);
  }

  /** @param {string} key @param {{ kind: string, revalidate?: number } | null} data @param {unknown} ctx */
  async set(key, data, ctx) {
    const store = shared();
    if (!store || !data || data.kind !== 'FETCH') return this.local.set(key, data, ctx);
    return store.set(key, data);
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    // The visitor HTML cache (lib/cache/visitor-html.ts) drops what it rendered before this.
    /** @type {Record<symbol, number>} */ (/** @type {unknown} */ (globalThis))[REVALIDATED_AT] = Date.now();
    await this.local.revalidateTag(tags, durations);
    await shared()?.revalidateTags(typeof tags === 'string' ? [tags] : tags, durations);
  }

  resetRequestCache() {
    this.local.resetRequestCache();
  }
}
