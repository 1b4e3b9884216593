import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startRedisServer, type Started } from '@/scripts/processes';

/**
 * Next's cache handler (lib/cache/cache-handler.mjs) with the shared data cache registered
 * (lib/cache/server/shared-data-cache.ts), against a real redis-server: what one instance caches, another
 * serves; a tag revalidated on one is revalidated on all; with Redis gone every read is a miss and
 * nothing throws. Each handler object stands for one portal instance: for data-cache entries a
 * handler keeps nothing of its own, all state is in Redis.
 */
type Handler = {
  get(key: string, ctx: object): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: object, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};

let redis: Started;
let port: number;
let makeHandler: () => Handler;

const fetchEntry = (body: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body, status: 200, url: '' },
  revalidate: 300,
});
const readCtx = (tags: string[]) => ({ kind: 'FETCH', revalidate: 300, tags, softTags: [] });
const writeCtx = (tags: string[]) => ({ fetchCache: true, tags });

beforeAll(async () => {
  port = await freePort();
  redis = await startRedisServer(port);
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  process.env.SESSION_PASSWORD = 'x'.repeat(40);
  process.env.UPSTREAM_URL = 'http://127.0.0.1:9';
  const { default: PortalCacheHandler } = await import('@/lib/cache/cache-handler.mjs');
  (await import('@/lib/cache/server/shared-data-cache')).registerSharedDataCache();
  await (await import('@/lib/redis/server/shared-redis')).waitForSharedRedis(5_000);
  makeHandler = () =>
    new PortalCacheHandler({ dev: false, revalidatedTags: [], _requestHeaders: {} }) as unknown as Handler;
});

afterAll(async () => {
  await (await import('@/lib/redis/server/shared-redis')).closeSharedRedis();
  await redis?.stop();
});

describe('shared data cache', () => {
  it('serves on instance B what instance A cached', async () => {
    const [a, b] = [makeHandler(), makeHandler()];
    expect(await b.get('menu-zh', readCtx(['menu']))).toBeNull();
    await a.set('menu-zh', fetchEntry('["首页"]'), writeCtx(['menu']));
    const onB = await b.get('menu-zh', readCtx(['menu']));
    expect(onB?.value).toEqual(fetchEntry('["首页"]'));
    expect(onB?.lastModified).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a revalidateTag on A makes the entry a miss on B, and only for that tag', async () => {
    const [a, b] = [makeHandler(), makeHandler()];
    await a.set('news-1', fetchEntry('"news"'), writeCtx(['news']));
    await a.set('pcr-1', fetchEntry('"pcr"'), writeCtx(['pcr']));
    // Entries are stamped in milliseconds: let the clock move past the write.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.revalidateTag('news');
    expect(await b.get('news-1', readCtx(['news']))).toBeNull();
    expect((await b.get('pcr-1', readCtx(['pcr'])))?.value).toEqual(fetchEntry('"pcr"'));
    // Written again after the revalidation, the entry is served again.
    await b.set('news-1', fetchEntry('"fresh news"'), writeCtx(['news']));
    expect((await a.get('news-1', readCtx(['news'])))?.value).toEqual(fetchEntry('"fresh news"'));
  });

  it('a revalidation with a cache-life profile marks the entry stale everywhere (served, then refreshed)', async () => {
    const [a, b] = [makeHandler(), makeHandler()];
    await a.set('links-1', fetchEntry('"links"'), writeCtx(['links']));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.revalidateTag(['links'], { expire: 3600 });
    const stale = await b.get('links-1', readCtx(['links']));
    expect(stale?.value).toEqual(fetchEntry('"links"'));
    // lastModified 0: Next sees an answer older than its revalidate time and refreshes it in the background.
    expect(stale?.lastModified).toBe(0);
  });

  it('with Redis gone, reads are misses and writes and revalidations are dropped, without throwing', async () => {
    const a = makeHandler();
    await a.set('texts-1', fetchEntry('"texts"'), writeCtx(['texts']));
    await redis.stop();
    const { sharedRedis } = await import('@/lib/redis/server/shared-redis');
    await expect.poll(() => sharedRedis()?.status).not.toBe('ready');
    const started = performance.now();
    expect(await a.get('texts-1', readCtx(['texts']))).toBeNull();
    await expect(a.set('texts-2', fetchEntry('"x"'), writeCtx(['texts']))).resolves.toBeUndefined();
    await expect(a.revalidateTag('texts')).resolves.toBeUndefined();
    // Refused at once (no offline queue), not after a timeout: a page render does not wait on Redis.
    expect(performance.now() - started).toBeLessThan(900);

    // Back on the same port, the connection comes back by itself and the cache works again.
    redis = await startRedisServer(port);
    await expect.poll(() => sharedRedis()?.status, { timeout: 15_000 }).toBe('ready');
    await a.set('texts-3', fetchEntry('"back"'), writeCtx(['texts']));
    expect((await makeHandler().get('texts-3', readCtx(['texts'])))?.value).toEqual(fetchEntry('"back"'));
  });
});
