import 'server-only';
import { createHash } from 'node:crypto';
import { headers } from 'next/headers';
import type { NextRequest } from 'next/server';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { getEnv } from '@/lib/env/server/env';
import { describeError, logger } from '@/lib/observability/server/logger';
import { countRateLimitRefusal, countRedisError } from '@/lib/observability/server/metrics';
import { sharedRedis } from '@/lib/redis/server/shared-redis';

/** Fixed-window counters (DESIGN.md "Running at scale"), in Redis when REDIS_URL is set; keys are `<name>:<subject>`, the
 * subject hashed so the store holds no phone numbers or addresses. With Redis down, `refuse` throws `RateLimitStoreDown`
 * (code sending: an SMS costs money, and per-instance counts are no limit); `count-locally`, the default, counts per
 * instance (logins, captchas: upstream locks accounts itself). */
export type WhenStoreDown = 'refuse' | 'count-locally';

export class RateLimitStoreDown extends Error {
  constructor(cause: unknown) {
    super('rate-limit store unreachable', { cause });
    this.name = 'RateLimitStoreDown';
  }
}

type LimitOptions = { whenStoreDown?: WhenStoreDown };

const limiters = new Map<string, RateLimiterAbstract>();
const log = logger.child({ component: 'rate-limit' });

function limiterFor(limit: number, windowMs: number, whenStoreDown: WhenStoreDown): RateLimiterAbstract {
  const redis = sharedRedis();
  const id = `${limit}/${windowMs}/${whenStoreDown}/${redis ? 'redis' : 'memory'}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    const window = { points: limit, duration: Math.ceil(windowMs / 1000) };
    limiter = redis
      ? new RateLimiterRedis({
          ...window,
          storeClient: redis,
          keyPrefix: 'portal:rate-limit',
          // Refuse at once while disconnected instead of waiting for a reconnection.
          rejectIfRedisNotReady: true,
          insuranceLimiter: whenStoreDown === 'count-locally' ? new RateLimiterMemory(window) : undefined,
        })
      : new RateLimiterMemory(window);
    limiters.set(id, limiter);
  }
  return limiter;
}

function limitName(key: string): string {
  return key.split(':').slice(0, 2).join(':');
}

function storeKey(key: string): string {
  const name = limitName(key);
  const subject = key.slice(name.length + 1);
  return `${name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
}

/** Takes one of `limit` tokens of `key` for the current window; false when none is left. */
export async function takeToken(
  key: string,
  limit: number,
  windowMs: number,
  options: LimitOptions = {},
): Promise<boolean> {
  return (await waitBeforeToken(key, limit, windowMs, options)) === 0;
}

/** As `takeToken` (`points` at once, for a limit in bytes), but answers the milliseconds to wait (0: taken). */
export async function waitBeforeToken(
  key: string,
  limit: number,
  windowMs: number,
  options: LimitOptions & { points?: number } = {},
): Promise<number> {
  const whenStoreDown = options.whenStoreDown ?? 'count-locally';
  try {
    await limiterFor(limit, windowMs, whenStoreDown).consume(storeKey(key), options.points ?? 1);
    return 0;
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes) {
      countRateLimitRefusal(limitName(key), 'limited');
      return Math.max(1, outcome.msBeforeNext);
    }
    // Only a store failure reaches here: the insurance limiter answers for `count-locally`.
    countRedisError('rate-limit');
    countRateLimitRefusal(limitName(key), 'unavailable');
    log.warn(
      { error: describeError(outcome), limit: limitName(key) },
      'rate-limit store unreachable; refusing',
    );
    throw new RateLimitStoreDown(outcome);
  }
}

/** Gives a token back (a login that succeeded), so only failures count against the limit. */
export async function giveTokenBack(
  key: string,
  limit: number,
  windowMs: number,
  options: LimitOptions = {},
): Promise<void> {
  try {
    await limiterFor(limit, windowMs, options.whenStoreDown ?? 'count-locally').reward(storeKey(key), 1);
  } catch (error) {
    countRedisError('rate-limit');
    log.warn({ error: describeError(error), limit: limitName(key) }, 'rate-limit token not given back');
  }
}

/** X-Forwarded-For's entry `hops` from the right (each trusted proxy appends its peer; entries left of it are the client's
 * own); with no proxy, the last entry, which lib/security/server/forwarded-for.ts has set to the socket's address. */
export function clientAddress(forwardedFor: string | null, hops: number): string {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain[chain.length - Math.max(hops, 1)] ?? chain[0] ?? 'local';
}

function clientKeyOf(source: Headers): string {
  return clientAddress(source.get('x-forwarded-for'), getEnv().trustedProxyHops);
}

export function clientKey(req: NextRequest): string {
  return clientKeyOf(req.headers);
}

export async function currentClientKey(): Promise<string> {
  return clientKeyOf(await headers());
}

/** Tests only: forget the limiters (and so their in-memory counts). */
export function resetRateLimits(): void {
  limiters.clear();
}
