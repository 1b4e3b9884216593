import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import fileSystemCacheExports from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { describeError, logger } from '../observability/logger-core.ts';
import { countRedisError } from '../observability/metrics.ts';
import { sharedRedis } from '../redis/shared-redis.ts';

/**
 * Next's `cacheHandler` (next.config.mjs), the store behind `unstable_cache`: in Next 16.4,
 * `unstable_cache` reads and writes the incremental cache with entries of kind FETCH, and
 * `revalidateTag` reaches this handler's `revalidateTag` (`cacheHandlers`, plural, serves only
 * `'use cache'`, which the portal does not use).
 *
 * With REDIS_URL, data-cache entries (the token-less upstream answers of lib/upstream/operation.ts)
 * and tag revalidations live in Redis, so every instance serves the same answers and a revalidation
 * on one is seen by all. Everything else (the build's prerendered routes) stays with Next's own
 * file-system cache, which this handler wraps: those come from the same build on every instance.
 * Without REDIS_URL the handler is that file-system cache, unchanged.
 *
 * With Redis unreachable a read is a miss (the caller asks upstream) and a write is dropped: the
 * portal gets slower, never broken. Node loads this file itself, outside Next's bundle (hence
 * relative imports with extensions, and erasable TypeScript only).
 */
type FileSystemCacheClass = typeof fileSystemCacheExports;
// Node hands an ES module the CommonJS exports object; a bundler hands it `exports.default`.
const FileSystemCache = ((fileSystemCacheExports as unknown as { default?: FileSystemCacheClass }).default ??
  fileSystemCacheExports) as FileSystemCacheClass;

type GetContext = Parameters<CacheHandler['get']>[1];
type SetContext = Parameters<CacheHandler['set']>[2];
type Value = Parameters<CacheHandler['set']>[1];
type StoredEntry = { lastModified: number; value: Value };

const ENTRY_PREFIX = 'portal:data-cache:entry:';
const EXPIRED_TAGS = 'portal:data-cache:tags:expired';
const STALE_TAGS = 'portal:data-cache:tags:stale';
/** An entry outlives its revalidate time (stale-while-revalidate needs the old answer), within bounds. */
const MIN_TTL_SECONDS = 60;
const MAX_TTL_SECONDS = 24 * 60 * 60;

const log = logger.child({ component: 'data-cache' });
let lastWarnedAt = 0;

function storeFailed(what: string, error: unknown): void {
  countRedisError('data-cache');
  // At most one line every 30 s: with Redis down, every page render would otherwise log.
  if (Date.now() - lastWarnedAt < 30_000) return;
  lastWarnedAt = Date.now();
  log.warn({ error: describeError(error), what }, 'shared data cache unavailable; asking upstream instead');
}

function isFetchKind(kind: unknown): boolean {
  return kind === 'FETCH';
}

export default class SharedCacheHandler {
  private readonly local: InstanceType<FileSystemCacheClass>;

  constructor(ctx: CacheHandlerContext) {
    // Next gives a cache handler the context it gives its own file-system cache (fs, serverDistDir).
    this.local = new FileSystemCache(ctx as ConstructorParameters<FileSystemCacheClass>[0]);
  }

  async get(key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    const redis = sharedRedis();
    if (!redis || !isFetchKind(ctx.kind)) return this.local.get(key, ctx);
    const fetchCtx = ctx as { tags?: string[]; softTags?: string[] };
    const tags = [...new Set([...(fetchCtx.tags ?? []), ...(fetchCtx.softTags ?? [])])];
    try {
      const pipeline = redis.pipeline().get(ENTRY_PREFIX + key);
      if (tags.length > 0) pipeline.hmget(EXPIRED_TAGS, ...tags).hmget(STALE_TAGS, ...tags);
      const results = (await pipeline.exec()) ?? [];
      for (const [error] of results) if (error) throw error;
      const raw = results[0]?.[1] as string | null | undefined;
      if (!raw) return null;
      const entry = JSON.parse(raw) as StoredEntry;
      const now = Date.now();
      const expired = (results[1]?.[1] as (string | null)[] | undefined) ?? [];
      const stale = (results[2]?.[1] as (string | null)[] | undefined) ?? [];
      const after = (at: string | null) => at !== null && Number(at) > entry.lastModified;
      // A tag revalidated (on any instance) after this entry was written makes it a miss…
      if (expired.some((at) => after(at) && Number(at) <= now)) return null;
      // …or, for a revalidation with a cache-life profile, a stale entry Next refreshes in the background.
      return { lastModified: stale.some(after) ? 0 : entry.lastModified, value: entry.value as CacheHandlerValue['value'] };
    } catch (error) {
      storeFailed('read', error);
      return null;
    }
  }

  async set(key: string, data: Value, ctx: SetContext): Promise<void> {
    const redis = sharedRedis();
    if (!redis || !data || !isFetchKind(data.kind)) return this.local.set(key, data, ctx);
    const revalidate = 'revalidate' in data && typeof data.revalidate === 'number' ? data.revalidate : MAX_TTL_SECONDS;
    const ttl = Math.min(Math.max(Math.ceil(revalidate * 4), MIN_TTL_SECONDS), MAX_TTL_SECONDS);
    const entry: StoredEntry = { lastModified: Date.now(), value: data };
    try {
      await redis.set(ENTRY_PREFIX + key, JSON.stringify(entry), 'EX', ttl);
    } catch (error) {
      storeFailed('write', error);
    }
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    await this.local.revalidateTag(tags, durations);
    const redis = sharedRedis();
    const list = typeof tags === 'string' ? [tags] : tags;
    if (!redis || list.length === 0) return;
    const now = Date.now();
    try {
      const pipeline = redis.pipeline();
      for (const tag of list) {
        // Same reading as Next's file-system cache: a profile marks stale now and expires later.
        if (durations) {
          pipeline.hset(STALE_TAGS, tag, String(now));
          if (durations.expire !== undefined) pipeline.hset(EXPIRED_TAGS, tag, String(now + durations.expire * 1000));
        } else {
          pipeline.hset(EXPIRED_TAGS, tag, String(now));
        }
      }
      const results = (await pipeline.exec()) ?? [];
      for (const [error] of results) if (error) throw error;
    } catch (error) {
      storeFailed('revalidate', error);
      log.error({ error: describeError(error), tags: list }, 'tag revalidation not shared: other instances keep their answers until they expire');
    }
  }

  resetRequestCache(): void {
    this.local.resetRequestCache();
  }
}
