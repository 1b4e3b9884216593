import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod';

/**
 * The upstream client against a scripted HTTP server: envelope parsing, headers, retries and
 * timeouts. (Its behaviour against the reference upstream is covered by the end-to-end tests.)
 */
type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let seen: Seen[] = [];
let script: (req: Seen) => {
  status: number;
  body?: unknown;
  delayMs?: number;
  raw?: string;
  reset?: boolean;
};
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(entry);
      const answer = script(entry);
      // The connection dropped after the request arrived, with no answer (it may have been done).
      if (answer.reset) return void req.socket.destroy();
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.raw ?? JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  process.env.SESSION_PASSWORD = 'p'.repeat(40);
  process.env.UPSTREAM_TIMEOUT_MS = '400';
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

const ok = (data: unknown) => ({ status: 200, body: { code: 1, data, message: 'success' } });
const anything = z.unknown();

async function client() {
  return import('@/lib/upstream/client');
}

describe('upstreamCall', () => {
  it('returns the envelope data parsed by the schema, with the language and normalised path', async () => {
    script = () => ok([{ menuName: '首页' }]);
    const { upstreamCall } = await client();
    const data = await upstreamCall(
      { method: 'GET', path: 'api/n/menu/all', locale: 'zh' },
      z.array(z.object({ menuName: z.string() })),
    );
    expect(data).toEqual([{ menuName: '首页' }]);
    expect(seen[0]?.url).toBe('/api/n/menu/all');
    expect(seen[0]?.headers['accept-language']).toBe('zh-CN');
  });

  it('sends the token on /p/ calls only, and English as `en`', async () => {
    script = () => ok(null);
    const { upstreamCall } = await client();
    await upstreamCall({ method: 'GET', path: '/p/pcr/list', locale: 'en', token: 'secret-token' }, anything);
    await upstreamCall({ method: 'GET', path: '/n/menu/all', locale: 'en', token: 'secret-token' }, anything);
    expect(seen[0]?.headers.authorization).toBe('secret-token');
    expect(seen[0]?.headers['accept-language']).toBe('en');
    expect(seen[1]?.headers.authorization).toBeUndefined();
  });

  it('turns a code other than 1 into a rejected error carrying the server message', async () => {
    script = () => ({ status: 200, body: { code: 0, data: null, message: 'CHECK_CODE_ERROR' } });
    const { upstreamCall } = await client();
    await expect(
      upstreamCall({ method: 'POST', path: '/n/user/login/uc', locale: 'zh', body: {} }, anything),
    ).rejects.toMatchObject({
      kind: 'rejected',
      code: '0',
      serverMessage: 'CHECK_CODE_ERROR',
    });
  });

  it('rejects an answer that does not match the declared shape', async () => {
    script = () => ok({ unexpected: true });
    const { upstreamCall } = await client();
    await expect(
      upstreamCall({ method: 'GET', path: '/n/text/all', locale: 'zh' }, z.array(z.unknown())),
    ).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('treats HTTP 401 as the end of the session', async () => {
    script = () => ({ status: 401, body: { code: 401, data: null, message: 'Unauthorized' } });
    const { upstreamCall } = await client();
    const error = await upstreamCall(
      { method: 'GET', path: '/p/epd/inner/count', locale: 'zh', token: 't' },
      anything,
    ).catch((e) => e);
    expect(error).toMatchObject({ kind: 'http', status: 401, isUnauthorized: true });
  });

  it('retries an idempotent GET on 503, at most twice', async () => {
    let calls = 0;
    script = () => (++calls < 3 ? { status: 503, raw: 'busy' } : ok('third time'));
    const { upstreamCall } = await client();
    await expect(
      upstreamCall({ method: 'GET', path: '/n/text/all', locale: 'zh' }, z.string()),
    ).resolves.toBe('third time');
    expect(seen).toHaveLength(3);

    seen = [];
    script = () => ({ status: 503, raw: 'busy' });
    await expect(
      upstreamCall({ method: 'GET', path: '/n/text/all', locale: 'zh' }, anything),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 503,
    });
    expect(seen).toHaveLength(3);
  });

  it('never retries a POST', async () => {
    script = () => ({ status: 503, raw: 'busy' });
    const { upstreamCall } = await client();
    await expect(
      upstreamCall(
        {
          method: 'POST',
          path: '/n/plat/sms/checkcode/uc',
          locale: 'zh',
          body: { phoneNumber: '13800138000' },
        },
        anything,
      ),
    ).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(seen).toHaveLength(1);
  });

  it('gives up on a slow answer with a timeout error instead of waiting minutes', async () => {
    script = () => ({ ...ok('late'), delayMs: 1_500 });
    const { upstreamCall } = await client();
    await expect(
      upstreamCall({ method: 'POST', path: '/n/pvuv/count', locale: 'zh', body: {} }, anything),
    ).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('reports a closed port as a network error', async () => {
    const { UpstreamError } = await import('@/lib/upstream/errors');
    const { upstreamCall } = await client();
    // The client reads its base URL on every call, so point it at a port nobody listens on.
    const env = (await import('@/lib/env/server/env')).getEnv();
    const original = env.upstreamUrl;
    (env as { upstreamUrl: string }).upstreamUrl = 'http://127.0.0.1:9';
    try {
      const error: unknown = await upstreamCall(
        { method: 'POST', path: '/n/pvuv/count', locale: 'zh', body: {} },
        anything,
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UpstreamError);
      expect((error as InstanceType<typeof UpstreamError>).kind).toBe('network');
    } finally {
      (env as { upstreamUrl: string }).upstreamUrl = original;
    }
  });
});

/**
 * Resilience review (stop 24): a change whose connection dropped after it was sent said "cannot be
 * reached, try again", and the retry made a second application. And a platform message carrying
 * a Java exception and a host name was shown as given.
 */
describe('what a failure tells the user', () => {
  it('a change whose answer never came has an unknown outcome, not "try again"', async () => {
    script = () => ({ status: 200, reset: true });
    const { upstreamCall } = await client();
    const { describeUpstreamError } = await import('@/lib/upstream/errors');
    const error = await upstreamCall(
      { method: 'POST', path: '/p/epd/apply', locale: 'zh', body: { a: 1 } },
      anything,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', outcomeUnknown: true });
    expect(describeUpstreamError(error)).toEqual({ key: 'outcomeUnknown' });
    expect(seen).toHaveLength(1);
  });

  it('a change that timed out has an unknown outcome too', async () => {
    script = () => ({ ...ok(null), delayMs: 1_000 });
    const { upstreamCall } = await client();
    const error = await upstreamCall(
      { method: 'POST', path: '/p/epd/apply', locale: 'zh', body: {} },
      anything,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout', outcomeUnknown: true });
  });

  it('a read that failed the same way is simply unavailable', async () => {
    script = () => ({ status: 200, reset: true });
    const { upstreamCall } = await client();
    const { describeUpstreamError } = await import('@/lib/upstream/errors');
    const error = await upstreamCall({ method: 'GET', path: '/n/menu/all', locale: 'zh' }, anything).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'network', outcomeUnknown: false });
    expect(describeUpstreamError(error)).toEqual({ key: 'unavailable' });
  });

  it.each([
    '系统繁忙 java.sql.SQLException: Connection refused to mysql-prod-3.internal:3306 at com.steel.epd.ApplyService.save(ApplyService.java:142)',
    'java.lang.NullPointerException',
    'upstream db-internal-01.corp.local timed out',
    'connect 10.2.3.4 failed',
    'Error: something broke\n    at Object.<anonymous> (/srv/app.js:1:1)',
    '请求失败'.repeat(60),
  ])('a technical platform message is not shown; its code is (%s)', async (message) => {
    script = () => ({ status: 200, body: { code: 500, message, data: null } });
    const { upstreamCall } = await client();
    const { describeUpstreamError } = await import('@/lib/upstream/errors');
    const error = await upstreamCall(
      { method: 'POST', path: '/p/epd/apply', locale: 'en', body: {} },
      anything,
    ).catch((e: unknown) => e);
    expect(describeUpstreamError(error)).toEqual({ key: 'withCode', values: { code: '500' } });
  });

  it.each(['该产品已提交过申请', 'This product has already been applied for.'])(
    'a platform message for people is shown as given (%s)',
    async (message) => {
      script = () => ({ status: 200, body: { code: 500, message, data: null } });
      const { upstreamCall } = await client();
      const { describeUpstreamError } = await import('@/lib/upstream/errors');
      const error = await upstreamCall(
        { method: 'POST', path: '/p/epd/apply', locale: 'en', body: {} },
        anything,
      ).catch((e: unknown) => e);
      expect(describeUpstreamError(error)).toEqual({ key: 'generic', raw: message });
    },
  );

  it('readiness names the kind, status and code of a failure, never its message', async () => {
    const { readinessReason } = await import('@/lib/upstream/readiness');
    const { UpstreamError } = await import('@/lib/upstream/errors');
    expect(
      readinessReason(
        new UpstreamError('http', {
          status: 500,
          serverMessage: 'NullPointerException at db-internal-01.corp.local',
        }),
      ),
    ).toBe('upstream http status=500');
    expect(
      readinessReason(
        new UpstreamError('network', { cause: Object.assign(new Error('open'), { code: 'EOPENBREAKER' }) }),
      ),
    ).toBe('upstream network (circuit open after repeated failures)');
  });
});
