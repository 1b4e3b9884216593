import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startRedisServer, type Started } from '@/scripts/processes';

/**
 * The rate limits (lib/bff/server/rate-limit.ts) against a real redis-server: counted in Redis, so a
 * limit holds whichever instance is asked; and what each limit does when Redis is gone: code
 * sending refuses (fails closed), logins and captchas count in the process until it is back.
 */
let redis: Started;
let port: number;
let limits: typeof import('@/lib/bff/server/rate-limit');
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  port = await freePort();
  redis = await startRedisServer(port);
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  process.env.SESSION_PASSWORD = 'x'.repeat(40);
  process.env.UPSTREAM_URL = 'http://127.0.0.1:9';
  limits = await import('@/lib/bff/server/rate-limit');
  await (await import('@/lib/redis/server/shared-redis')).waitForSharedRedis(5_000);
});

afterAll(async () => {
  await (await import('@/lib/redis/server/shared-redis')).closeSharedRedis();
  await redis?.stop();
});

describe('shared rate limits', () => {
  it('a limit reached on one instance holds on the next (the count is in Redis, not in the process)', async () => {
    for (let i = 0; i < 6; i++)
      expect(await limits.takeToken('code:target:13900000001', 6, HOUR, { whenStoreDown: 'refuse' })).toBe(
        true,
      );
    // A new instance: no limiter objects, no memory of its own.
    limits.resetRateLimits();
    expect(await limits.takeToken('code:target:13900000001', 6, HOUR, { whenStoreDown: 'refuse' })).toBe(
      false,
    );
    expect(await limits.takeToken('code:target:13900000002', 6, HOUR, { whenStoreDown: 'refuse' })).toBe(
      true,
    );
  });

  it('keeps no phone number, e-mail or address in Redis (subjects are hashed)', async () => {
    await limits.takeToken('code:target:buyer@steel.example', 6, HOUR);
    const probe = new Redis(port, '127.0.0.1');
    const keys = await probe.keys('*');
    await probe.quit();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toMatch(/1390000000|buyer@steel/);
    expect(keys.every((key) => key.startsWith('portal:rate-limit:code:target:'))).toBe(true);
  });

  it('a token given back (a successful login) does not count', async () => {
    const key = 'login:account:demo@lowcarbonsteel.example|203.0.113.9';
    for (let i = 0; i < 5; i++) {
      expect(await limits.takeToken(key, 2, HOUR)).toBe(true);
      await limits.giveTokenBack(key, 2, HOUR);
    }
    expect(await limits.takeToken(key, 2, HOUR)).toBe(true);
    expect(await limits.takeToken(key, 2, HOUR)).toBe(true);
    expect(await limits.takeToken(key, 2, HOUR)).toBe(false);
  });

  it('with Redis gone, code sending refuses and says why, while logins count in the process', async () => {
    await redis.stop();
    const { sharedRedis } = await import('@/lib/redis/server/shared-redis');
    await expect.poll(() => sharedRedis()?.status).not.toBe('ready');

    await expect(
      limits.takeToken('code:target:13900000003', 6, HOUR, { whenStoreDown: 'refuse' }),
    ).rejects.toBeInstanceOf(limits.RateLimitStoreDown);
    const login = 'login:account:13900000003|203.0.113.10';
    expect(await limits.takeToken(login, 2, HOUR)).toBe(true);
    expect(await limits.takeToken(login, 2, HOUR)).toBe(true);
    expect(await limits.takeToken(login, 2, HOUR)).toBe(false);

    // Redis back on the same port: code sending is counted (and allowed) again.
    redis = await startRedisServer(port);
    await expect.poll(() => sharedRedis()?.status, { timeout: 15_000 }).toBe('ready');
    expect(await limits.takeToken('code:target:13900000003', 6, HOUR, { whenStoreDown: 'refuse' })).toBe(
      true,
    );
  });
});
