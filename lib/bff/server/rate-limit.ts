import 'server-only';
import { createHash } from 'node:crypto';
import { headers } from 'next/headers';
import type { NextRequest } from 'next/server';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getEnv } from '@/lib/env/server/env';
import { describeError, logger } from '@/lib/observability/server/logger';
import { countRateLimitRefusal, countRedisError } from '@/lib/observability/server/metrics';
import { sharedRedis } from '@/lib/redis/server/shared-redis';

/**
 * Fixed-window counters (DESIGN.md "Running at scale"): in Redis when REDIS_URL is set, so a limit
 * holds across every instance behind the load balancer; in the process otherwise (one instance).
 * A key is `<limit name>:<subject>`, e.g. `code:target:13800138000`; the subject is hashed before it
 * goes to Redis, so the store holds no phone numbers, e-mail addresses or client addresses.
 *
 * What happens when Redis is unreachable is the caller's choice, per limit:
 * - `refuse`: `takeToken` throws `RateLimitStoreDown`. For code sending: an SMS costs money and
 *   can be aimed at someone's phone, and a per-number limit counted by each instance alone is
 *   no limit behind a load balancer. The caller says so to the user.
 * - `count-locally` (the default): each instance counts on its own until Redis is back (an
 *   insurance limiter in memory). For logins and captchas: upstream locks accounts itself, and
 *   refusing every login during a Redis outage would be the bigger harm.
 */
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

/** `code:target` of `code:target:13800138000`: the metric label, and the part kept readable. */
function limitName(key: string): string {
  return key.split(':').slice(0, 2).join(':');
}

function storeKey(key: string): string {
  const name = limitName(key);
  const subject = key.slice(name.length + 1);
  return `${name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
}

/**
 * Takes one of `limit` tokens of `key` for the current window; false when none is left. Throws
 * `RateLimitStoreDown` when Redis is unreachable and the limit says `refuse`.
 */
export async function takeToken(key: string, limit: number, windowMs: number, options: LimitOptions = {}): Promise<boolean> {
  return (await waitBeforeToken(key, limit, windowMs, options)) === 0;
}

/**
 * As `takeToken` (`points` tokens at once, for a limit counted in bytes), but says how long to
 * wait: 0 when taken, else the milliseconds until the window frees one.
 */
export async function waitBeforeToken(key: string, limit: number, windowMs: number, options: LimitOptions & { points?: number } = {}): Promise<number> {
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
    log.warn({ error: describeError(outcome), limit: limitName(key) }, 'rate-limit store unreachable; refusing');
    throw new RateLimitStoreDown(outcome);
  }
}

/** Gives a token back (a login that succeeded), so only failures count against the limit. */
export async function giveTokenBack(key: string, limit: number, windowMs: number, options: LimitOptions = {}): Promise<void> {
  try {
    await limiterFor(limit, windowMs, options.whenStoreDown ?? 'count-locally').reward(storeKey(key), 1);
  } catch (error) {
    countRedisError('rate-limit');
    log.warn({ error: describeError(error), limit: limitName(key) }, 'rate-limit token not given back');
  }
}

/**
 * The client's address from X-Forwarded-For, read from the right: each reverse proxy appends the
 * address it was connected from, so with `hops` trusted proxies in front of the portal the entry
 * `hops` from the right is the client as the outermost one saw it; anything left of it is whatever
 * the client chose to send. With no proxy configured (0), the last entry, which
 * lib/security/forwarded-for.ts has already made the socket's address for a peer on the internet
 * (a proxy on a private network keeps what it appended).
 */
export function clientAddress(forwardedFor: string | null, hops: number): string {
  const chain = (forwardedFor ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return chain[chain.length - Math.max(hops, 1)] ?? chain[0] ?? 'local';
}

function clientKeyOf(source: Headers): string {
  return clientAddress(source.get('x-forwarded-for'), getEnv().trustedProxyHops);
}

/** The client's address (see `clientAddress`), the subject of per-client limits. */
export function clientKey(req: NextRequest): string {
  return clientKeyOf(req.headers);
}

/** The same, for code that runs inside a route handler without the request at hand. */
export async function currentClientKey(): Promise<string> {
  return clientKeyOf(await headers());
}

/** Tests only: forget the limiters (and so their in-memory counts). */
export function resetRateLimits(): void {
  limiters.clear();
}
