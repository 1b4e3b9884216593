import 'server-only';
import { describeError, logger } from '@/lib/observability/server/logger';
import { countRedisError } from '@/lib/observability/server/metrics';
import { sharedRedis } from '@/lib/redis/server/shared-redis';

// The data cache and tag revalidations shared by every instance in Redis (DESIGN.md "Running at scale"), handed to
// lib/cache/cache-handler.mjs on globalThis at start-up. With Redis unreachable a read is a miss and a write or
// revalidation is dropped: the portal gets slower, never broken.
type Entry = { lastModified: number; value: unknown };

export type SharedDataCache = {
  get(key: string, tags: string[]): Promise<Entry | null>;
  set(key: string, value: { revalidate?: number }): Promise<void>;
  revalidateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
};

const SHARED = Symbol.for('portal.shared-data-cache');
const ENTRY_PREFIX = 'portal:data-cache:entry:';
const EXPIRED_TAGS = 'portal:data-cache:tags:expired';
const STALE_TAGS = 'portal:data-cache:tags:stale';
/** An entry outlives its revalidate time (stale-while-revalidate serves the old answer), within bounds. */
const MIN_TTL_SECONDS = 60;
const MAX_TTL_SECONDS = 24 * 60 * 60;

const log = logger.child({ component: 'data-cache' });
let lastWarnedAt = 0;

function storeFailed(what: string, error: unknown): void {
  countRedisError('data-cache');
  // Throttled: with Redis down, every page render would otherwise log.
  if (Date.now() - lastWarnedAt < 30_000) return;
  lastWarnedAt = Date.now();
  log.warn({ error: describeError(error), what }, 'shared data cache unavailable; asking upstream instead');
}

function redisOrThrow() {
  const redis = sharedRedis();
  if (!redis) throw new Error('REDIS_URL is not set');
  return redis;
}

export const redisDataCache: SharedDataCache = {
  async get(key, tags) {
    try {
      const pipeline = redisOrThrow()
        .pipeline()
        .get(ENTRY_PREFIX + key);
      if (tags.length > 0) pipeline.hmget(EXPIRED_TAGS, ...tags).hmget(STALE_TAGS, ...tags);
      const results = (await pipeline.exec()) ?? [];
      for (const [error] of results) if (error) throw error;
      const raw = results[0]?.[1] as string | null | undefined;
      if (!raw) return null;
      const entry = JSON.parse(raw) as Entry;
      const now = Date.now();
      const expired = (results[1]?.[1] as (string | null)[] | undefined) ?? [];
      const stale = (results[2]?.[1] as (string | null)[] | undefined) ?? [];
      const after = (at: string | null) => at !== null && Number(at) > entry.lastModified;
      // A tag revalidated (on any instance) after this entry was written makes it a miss…
      if (expired.some((at) => after(at) && Number(at) <= now)) return null;
      // …or, with a cache-life profile, a stale answer (lastModified 0) Next refreshes in the background.
      return { lastModified: stale.some(after) ? 0 : entry.lastModified, value: entry.value };
    } catch (error) {
      storeFailed('read', error);
      return null;
    }
  },

  async set(key, value) {
    const revalidate = typeof value.revalidate === 'number' ? value.revalidate : MAX_TTL_SECONDS;
    const ttl = Math.min(Math.max(Math.ceil(revalidate * 4), MIN_TTL_SECONDS), MAX_TTL_SECONDS);
    const entry: Entry = { lastModified: Date.now(), value };
    try {
      await redisOrThrow().set(ENTRY_PREFIX + key, JSON.stringify(entry), 'EX', ttl);
    } catch (error) {
      storeFailed('write', error);
    }
  },

  async revalidateTags(tags, durations) {
    if (tags.length === 0) return;
    const now = Date.now();
    try {
      const pipeline = redisOrThrow().pipeline();
      for (const tag of tags) {
        // Next's own reading (its file-system cache): a profile marks stale now and expires later.
        if (durations) {
          pipeline.hset(STALE_TAGS, tag, String(now));
          if (durations.expire !== undefined)
            pipeline.hset(EXPIRED_TAGS, tag, String(now + durations.expire * 1000));
        } else {
          pipeline.hset(EXPIRED_TAGS, tag, String(now));
        }
      }
      const results = (await pipeline.exec()) ?? [];
      for (const [error] of results) if (error) throw error;
    } catch (error) {
      storeFailed('revalidate', error);
      log.error(
        { error: describeError(error), tags },
        'tag revalidation not shared: other instances keep their answers until they expire',
      );
    }
  },
};

export function registerSharedDataCache(): void {
  if (!sharedRedis()) return;
  (globalThis as { [SHARED]?: SharedDataCache })[SHARED] = redisDataCache;
}
