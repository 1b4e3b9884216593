import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '@/lib/env/server/env';
import { logLevelFrom } from '@/lib/env/env-core';

const strongPassword = 'x'.repeat(40);

describe('parseEnv', () => {
  it('refuses to start with UPSTREAM_URL but no SESSION_PASSWORD', () => {
    expect(() => parseEnv({ UPSTREAM_URL: 'https://api.example.cn' })).toThrow(EnvError);
    expect(() => parseEnv({ UPSTREAM_URL: 'https://api.example.cn' })).toThrow(
      /SESSION_PASSWORD is required/,
    );
  });

  it('refuses a SESSION_PASSWORD shorter than 32 characters', () => {
    expect(() => parseEnv({ UPSTREAM_URL: 'https://api.example.cn', SESSION_PASSWORD: 'short' })).toThrow(
      /at least 32 characters/,
    );
  });

  it('refuses an UPSTREAM_URL that is not http(s)', () => {
    expect(() =>
      parseEnv({ UPSTREAM_URL: 'ftp://api.example.cn', SESSION_PASSWORD: strongPassword }),
    ).toThrow(/UPSTREAM_URL/);
  });

  it('in demo mode generates a session password once and keeps it under the data folder', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-env-'));
    const first = parseEnv({ DATA_DIR: dataDir });
    const second = parseEnv({ DATA_DIR: dataDir });
    expect(first.demo).toBe(true);
    expect(first.sessionPassword.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionPassword).toBe(first.sessionPassword);
    const file = path.join(dataDir, 'session-password');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.sessionPassword);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(first.upstreamUrl).toBe('http://127.0.0.1:4010');
  });

  it('follows the public origin for HTTPS, not NODE_ENV', () => {
    const env = parseEnv({
      UPSTREAM_URL: 'https://api.example.cn/',
      SESSION_PASSWORD: strongPassword,
      PUBLIC_ORIGIN: 'https://epd.example.cn/some/path',
    });
    expect(env).toMatchObject({
      demo: false,
      https: true,
      publicOrigin: 'https://epd.example.cn',
      upstreamUrl: 'https://api.example.cn',
    });
    expect(
      parseEnv({ UPSTREAM_URL: 'http://u', SESSION_PASSWORD: strongPassword, PORT: '8080' }).publicOrigin,
    ).toBe('http://localhost:8080');
  });

  it('reads the shutdown grace and the circuit breaker reset time, with defaults, and refuses nonsense', () => {
    const base = { UPSTREAM_URL: 'https://api.example.cn', SESSION_PASSWORD: strongPassword };
    expect(parseEnv(base)).toMatchObject({ shutdownGraceMs: 10_000, upstreamBreakerResetMs: 10_000 });
    expect(parseEnv({ ...base, SHUTDOWN_GRACE_MS: '2500', UPSTREAM_BREAKER_RESET_MS: '300' })).toMatchObject({
      shutdownGraceMs: 2_500,
      upstreamBreakerResetMs: 300,
    });
    expect(() => parseEnv({ ...base, SHUTDOWN_GRACE_MS: '-1' })).toThrow(/SHUTDOWN_GRACE_MS/);
    expect(() => parseEnv({ ...base, UPSTREAM_BREAKER_RESET_MS: 'soon' })).toThrow(
      /UPSTREAM_BREAKER_RESET_MS/,
    );
  });

  it('reads REDIS_URL, METRICS_TOKEN and LOG_LEVEL, and refuses bad values by name', () => {
    const base = { UPSTREAM_URL: 'https://api.example.cn', SESSION_PASSWORD: strongPassword };
    expect(parseEnv(base)).toMatchObject({ redisUrl: null, metricsToken: null, logLevel: 'info' });
    expect(
      parseEnv({
        ...base,
        REDIS_URL: 'rediss://:secret@redis.internal:6380/0',
        METRICS_TOKEN: 'm'.repeat(24),
        LOG_LEVEL: 'debug',
      }),
    ).toMatchObject({
      redisUrl: 'rediss://:secret@redis.internal:6380/0',
      metricsToken: 'm'.repeat(24),
      logLevel: 'debug',
    });
    expect(() => parseEnv({ ...base, REDIS_URL: 'http://redis.internal' })).toThrow(/REDIS_URL/);
    expect(() => parseEnv({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 24/);
    expect(() => parseEnv({ ...base, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => parseEnv({ ...base, REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
    expect(logLevelFrom({ LOG_LEVEL: '' })).toBe('info');
    expect(() => logLevelFrom({ LOG_LEVEL: 'loud' })).toThrow(EnvError);
  });

  it('reads TRUSTED_PROXY_HOPS (0 to 5), and refuses the dev sign-in on a public https origin', () => {
    const base = { UPSTREAM_URL: 'https://api.example.cn', SESSION_PASSWORD: strongPassword };
    expect(parseEnv(base).trustedProxyHops).toBe(0);
    expect(parseEnv({ ...base, TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(2);
    expect(() => parseEnv({ ...base, TRUSTED_PROXY_HOPS: '9' })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => parseEnv({ ...base, PUBLIC_ORIGIN: 'https://epd.example.cn', PORTAL_DEV_OPS: '1' })).toThrow(
      /PORTAL_DEV_OPS/,
    );
    expect(parseEnv({ ...base, PUBLIC_ORIGIN: 'http://127.0.0.1:3000', PORTAL_DEV_OPS: '1' }).devOps).toBe(
      true,
    );
  });
});
