import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';

// The portal's configuration, parsed once; a bad value stops the process naming the variable (STYLE.md habit 1).
// No `server-only` marker, so proxy.ts and the Pages Router product page can read it; the rest imports lib/env/server/env.ts.
const envSchema = z.object({
  UPSTREAM_URL: z.url({ protocol: /^https?$/ }).optional(),
  UPSTREAM_PORT: z.coerce.number().int().min(1).max(65535).default(4010),
  SESSION_PASSWORD: z
    .string()
    .min(32, 'SESSION_PASSWORD must be at least 32 characters (iron-session seals the cookie with it)')
    .optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  UPSTREAM_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(20_000),
  UPSTREAM_BREAKER_RESET_MS: z.coerce.number().int().positive().max(600_000).default(10_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().nonnegative().max(600_000).default(10_000),
  DATA_DIR: z.string().default('.data'),
  LCA_TOOL_URL: z.url({ protocol: /^https?$/ }).optional(),
  PORTAL_DEV_OPS: z.enum(['0', '1']).default('0'),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' })
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(24, 'METRICS_TOKEN must be at least 24 characters (it guards /api/metrics)')
    .optional(),
  VISITOR_HTML_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  PORTAL_GZIP: z.enum(['0', '1']).default('1'),
  EPD_INDEX_REFRESH_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  EPD_INDEX_MAX_RECORDS: z.coerce.number().int().min(100).max(1_000_000).default(200_000),
  OPEN_API_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type PortalEnv = {
  demo: boolean;
  upstreamUrl: string;
  sessionPassword: string;
  publicOrigin: string;
  /** Secure cookies, `__Host-` prefix and HSTS follow the public origin's scheme, not NODE_ENV. */
  https: boolean;
  upstreamConnectTimeoutMs: number;
  upstreamTimeoutMs: number;
  upstreamBreakerResetMs: number;
  shutdownGraceMs: number;
  lcaToolUrl: string | null;
  /** Tests only: /api/dev/session signs in through the reference upstream's /__dev/ back door. */
  devOps: boolean;
  trustedProxyHops: number;
  /** DESIGN.md "Running at scale": data cache and rate limits live here; null keeps them in the process (one instance). */
  redisUrl: string | null;
  metricsToken: string | null;
  visitorHtmlSeconds: number;
  gzip: boolean;
  /** The public declarations' read model (lib/epd/server/declaration-store.ts): its age before a refill, and its bound. */
  epdIndex: { refreshSeconds: number; maxRecords: number };
  /** The open data API (/api/open/v1): requests per minute per client address. */
  openApiRateLimit: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
};

export class EnvError extends Error {}

function demoSessionPassword(dataDir: string): string {
  const file = path.resolve(dataDir, 'session-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const password = randomBytes(32).toString('base64url');
  writeFileSync(file, password + '\n', { mode: 0o600, flag: 'wx' });
  return password;
}

export function parseEnv(source: Record<string, string | undefined>): PortalEnv {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid portal configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const demo = env.UPSTREAM_URL === undefined;
  if (!demo && env.SESSION_PASSWORD === undefined) {
    throw new EnvError(
      'SESSION_PASSWORD is required when UPSTREAM_URL is set (at least 32 random characters, ' +
        'the same on every instance). Generate one with: openssl rand -base64 32',
    );
  }
  const publicOrigin = new URL(env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).origin;
  if (env.PORTAL_DEV_OPS === '1' && publicOrigin.startsWith('https:')) {
    throw new EnvError(
      'PORTAL_DEV_OPS=1 signs anyone in as any account: it is for tests, never for a public https origin.',
    );
  }
  return {
    demo,
    upstreamUrl: (env.UPSTREAM_URL ?? `http://127.0.0.1:${env.UPSTREAM_PORT}`).replace(/\/+$/, ''),
    sessionPassword: env.SESSION_PASSWORD ?? demoSessionPassword(env.DATA_DIR),
    publicOrigin,
    https: publicOrigin.startsWith('https:'),
    upstreamConnectTimeoutMs: env.UPSTREAM_CONNECT_TIMEOUT_MS,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    upstreamBreakerResetMs: env.UPSTREAM_BREAKER_RESET_MS,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    lcaToolUrl: env.LCA_TOOL_URL ?? (demo ? `http://127.0.0.1:${env.UPSTREAM_PORT}/lca-tool` : null),
    devOps: env.PORTAL_DEV_OPS === '1',
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    redisUrl: env.REDIS_URL ?? null,
    metricsToken: env.METRICS_TOKEN ?? null,
    visitorHtmlSeconds: env.VISITOR_HTML_CACHE_SECONDS,
    gzip: env.PORTAL_GZIP === '1',
    epdIndex: { refreshSeconds: env.EPD_INDEX_REFRESH_SECONDS, maxRecords: env.EPD_INDEX_MAX_RECORDS },
    openApiRateLimit: env.OPEN_API_RATE_LIMIT,
    logLevel: env.LOG_LEVEL,
  };
}

/** LOG_LEVEL alone: the logger also loads in `next build`, where reading the whole configuration would write demo files. */
export function logLevelFrom(source: Record<string, string | undefined>): PortalEnv['logLevel'] {
  const raw = source.LOG_LEVEL;
  const parsed = envSchema.shape.LOG_LEVEL.safeParse(raw === '' ? undefined : raw);
  if (!parsed.success)
    throw new EnvError(`Invalid portal configuration:\n  LOG_LEVEL: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

let cached: PortalEnv | undefined;

export function getEnv(): PortalEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
