import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { Redis } from 'ioredis';
import {
  freePort,
  startPortalProcess,
  startRedisServer,
  waitForUrl,
  type Started,
} from '../../scripts/processes.ts';
import { expect, test, UPSTREAM_URL } from './support/fixtures';
import { freshMobile } from './support/upstream-dev';

/**
 * Two portal instances behind an imaginary load balancer: the same build, the same
 * SESSION_PASSWORD, the same upstream and the same Redis (REDIS_URL), each on its own port. What
 * one instance counts or caches, the other sees; and when Redis goes away mid-run, pages still
 * answer while code sending refuses with a plain message, until Redis is back.
 */
test.describe('many instances sharing one Redis', () => {
  test.describe.configure({ mode: 'serial' });
  let redis: Started;
  let redisPort: number;
  const portals: { name: string; origin: string; process: Started; log: string }[] = [];
  const metricsToken = randomBytes(24).toString('base64url');

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    redisPort = await freePort();
    redis = await startRedisServer(redisPort);
    const sessionPassword = randomBytes(32).toString('base64url');
    for (const name of ['a', 'b']) {
      const port = await freePort();
      const origin = `http://localhost:${port}`;
      const log = path.join(process.env.E2E_LOG_DIR as string, `portal-${name}.log`);
      const started = startPortalProcess({
        port,
        host: 'localhost',
        quiet: true,
        logFile: log,
        env: {
          UPSTREAM_URL: UPSTREAM_URL(),
          SESSION_PASSWORD: sessionPassword,
          PUBLIC_ORIGIN: origin,
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          PORTAL_DEV_OPS: name === 'a' ? '1' : '0',
          METRICS_TOKEN: metricsToken,
          NEXT_TELEMETRY_DISABLED: '1',
        },
      });
      portals.push({ name, origin, process: started, log });
    }
    await Promise.all(portals.map((portal) => waitForUrl(`${portal.origin}/api/health/ready`, 120_000)));
  });

  test.afterAll(async () => {
    await Promise.all(portals.map((portal) => portal.process.stop()));
    await redis?.stop();
  });

  const [A, B] = [() => portals[0]!, () => portals[1]!];

  function sendCode(
    request: APIRequestContext,
    origin: string,
    mobile: string,
    client: string,
    locale: 'zh' | 'en' = 'zh',
  ) {
    return request.post(`${origin}/api/auth/sms-code`, {
      // The captcha is not solved: a client's allowance counts every request, refused or not, and is
      // taken before upstream is asked, which is what counts here. (A number's allowance counts codes
      // sent: lib/accounts/server/send-code.ts.)
      data: { mobile, purpose: 'login', captchaVerification: 'not-a-solved-captcha' },
      headers: { origin, 'x-forwarded-for': client, 'x-portal-locale': locale },
    });
  }

  async function metricsOf(origin: string, request: APIRequestContext): Promise<string> {
    const response = await request.get(`${origin}/api/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(response.status()).toBe(200);
    return response.text();
  }

  test('a code-sending limit reached through A holds on B', async ({ request }) => {
    // A client's 30 requests an hour, each for another number, all through A.
    const client = '198.51.100.7';
    for (let i = 0; i < 30; i++) {
      const response = await sendCode(request, A().origin, freshMobile(), client);
      expect(response.status(), await response.text()).not.toBe(429);
    }
    const refused = await sendCode(request, B().origin, freshMobile(), client);
    expect(refused.status()).toBe(429);
    expect(await refused.json()).toEqual({
      ok: false,
      error: { code: 'TOO_MANY_CODES', message: '验证码获取次数过多，请稍后再试。' },
    });
    // The limit is the client's, not B's: another client still gets through B.
    expect((await sendCode(request, B().origin, freshMobile(), '198.51.100.8')).status()).not.toBe(429);
  });

  test('a session made on A works on B', async ({ request }) => {
    const login = await request.post(`${A().origin}/api/dev/session`, {
      data: { account: '13800138000' },
      headers: { origin: A().origin },
    });
    expect(login.status(), await login.text()).toBe(200);
    const cookie = login
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value.split(';')[0])
      .join('; ');
    expect(cookie).not.toBe('');
    const onB = await request.get(`${B().origin}/api/session`, { headers: { cookie } });
    expect(onB.status()).toBe(200);
    expect(
      ((await onB.json()) as { data: { user: { userAccount: string } | null } }).data.user?.userAccount,
    ).toBe('13800138000');
  });

  function cacheCount(metrics: string, result: 'hit' | 'miss'): number {
    const lines = metrics.matchAll(
      new RegExp(`portal_data_cache_requests_total\\{operation="[^"]+",result="${result}"\\} (\\d+)`, 'g'),
    );
    return [...lines].reduce((sum, match) => sum + Number(match[1]), 0);
  }

  test('upstream answers cached through A are served by B from Redis', async ({ request }) => {
    // Next writes a miss to the cache after the answer has gone: render on A until a render of A
    // needs nothing new (no new miss), i.e. everything behind the page is in Redis.
    let missesOnA = -1;
    await expect
      .poll(
        async () => {
          expect((await request.get(`${A().origin}/en`)).status()).toBe(200);
          const misses = cacheCount(await metricsOf(A().origin, request), 'miss');
          const settled = misses === missesOnA;
          missesOnA = misses;
          return settled;
        },
        { intervals: [250] },
      )
      .toBe(true);
    expect(missesOnA).toBeGreaterThan(0);

    expect((await request.get(`${B().origin}/en`)).status()).toBe(200);
    const metrics = await metricsOf(B().origin, request);
    // B rendered the page once, and never had to ask upstream for the data behind it.
    expect(cacheCount(metrics, 'hit')).toBeGreaterThan(0);
    expect(
      cacheCount(metrics, 'miss'),
      metrics
        .split('\n')
        .filter((line) => line.startsWith('portal_data_cache'))
        .join('\n'),
    ).toBe(0);
    expect(metrics).toContain('portal_redis_connected 1');

    // And the answers B served lived in Redis, not in the build folder both instances read from.
    const probe = new Redis(redisPort, '127.0.0.1');
    expect((await probe.keys('portal:data-cache:entry:*')).length).toBeGreaterThan(0);
    await probe.flushall();
    await probe.quit();
    expect((await request.get(`${B().origin}/en`)).status()).toBe(200);
    expect(cacheCount(await metricsOf(B().origin, request), 'miss')).toBeGreaterThan(0);
    // …and the scrape itself needs the token on every instance.
    for (const portal of portals)
      expect((await request.get(`${portal.origin}/api/metrics`)).status()).toBe(401);
  });

  test('with Redis stopped, pages answer, code sending fails closed with a message, and nothing crashes', async ({
    request,
  }) => {
    await redis.stop();
    for (const [portal, page] of [
      [A(), '/'],
      [B(), '/en'],
      [A(), '/epd/epdSearch'],
      [B(), '/en/news'],
    ] as const) {
      const response = await request.get(portal.origin + page);
      expect(response.status(), `${portal.name} ${page}`).toBe(200);
      expect(await response.text()).not.toMatch(/ECONNREFUSED|ReplyError|ioredis|node_modules|at \w+ \(/);
    }
    for (const [locale, message] of [
      ['zh', '安全验证服务暂时不可用，验证码暂时无法发送，请几分钟后再试。'],
      [
        'en',
        'Codes cannot be sent right now because the security check is unavailable. Please try again in a few minutes.',
      ],
    ] as const) {
      const refused = await sendCode(request, B().origin, freshMobile(), '198.51.100.8', locale);
      expect(refused.status()).toBe(503);
      expect(await refused.json()).toEqual({
        ok: false,
        error: { code: 'CODE_SENDING_UNAVAILABLE', message },
      });
    }
    // Logins and captchas count per instance meanwhile: a new captcha is still handed out.
    const captcha = await request.post(`${A().origin}/api/captcha/get`, {
      data: { captchaType: 'blockPuzzle', clientUid: 'many-instances' },
      headers: { origin: A().origin },
    });
    expect(captcha.status(), await captcha.text()).toBe(200);
    expect(await metricsOf(B().origin, request)).toContain('portal_redis_connected 0');

    // Redis back on its port: both instances reconnect by themselves and codes are counted again.
    redis = await startRedisServer(redisPort);
    await expect
      .poll(async () => (await sendCode(request, A().origin, freshMobile(), '198.51.100.9')).status(), {
        timeout: 20_000,
      })
      .not.toBe(503);

    for (const portal of portals) {
      expect(portal.process.child.exitCode, `portal ${portal.name} still running`).toBeNull();
      // Redis failures are logged as one-line facts, never as stack traces.
      expect(readFileSync(portal.log, 'utf8')).not.toMatch(/(\\n|\n)\s+at \S+ \(/);
    }
  });
});
