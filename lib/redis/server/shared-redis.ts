import 'server-only';
import { Redis } from 'ioredis';
import { getEnv } from '@/lib/env/server/env';
import { describeError, logger } from '@/lib/observability/server/logger';
import { setRedisConnected } from '@/lib/observability/server/metrics';

// The one Redis connection of the process (DESIGN.md "Running at scale"), on globalThis; null without REDIS_URL. It fails
// fast (no offline queue, a command timeout) and reconnects in the background; each caller decides what a failure means.
const COMMAND_TIMEOUT_MS = 1_000;
const KEY = Symbol.for('portal.shared-redis');
const holder = globalThis as { [KEY]?: Redis | null };

const log = logger.child({ component: 'redis' });

export function sharedRedis(): Redis | null {
  if (holder[KEY] === undefined) holder[KEY] = connect(getEnv().redisUrl);
  return holder[KEY];
}

function connect(url: string | null): Redis | null {
  if (!url) return null;
  const client = new Redis(url, {
    connectionName: 'portal',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let connected = false;
  setRedisConnected(false);
  client.on('ready', () => {
    connected = true;
    setRedisConnected(true);
    log.info({ host: client.options.host, port: client.options.port }, 'redis connected');
  });
  // Without an 'error' listener an unreachable Redis would crash the process; one line per outage.
  client.on('error', (error: unknown) => {
    if (connected) log.warn({ error: describeError(error) }, 'redis connection lost');
  });
  client.on('close', () => {
    if (connected) log.warn('redis connection closed; retrying in the background');
    connected = false;
    setRedisConnected(false);
  });
  return client;
}

/** At start-up (instrumentation.ts): give Redis a moment to connect, so the first requests find it. */
export async function waitForSharedRedis(timeoutMs: number): Promise<void> {
  const client = sharedRedis();
  if (!client || client.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      log.warn({ timeoutMs }, 'redis not reachable at start; serving without it until it is');
      resolve();
    }, timeoutMs);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Closes the connection (graceful shutdown, tests); the next call reads REDIS_URL again. */
export async function closeSharedRedis(): Promise<void> {
  const client = holder[KEY];
  holder[KEY] = undefined;
  if (!client) return;
  await client.quit().catch(() => client.disconnect());
}
