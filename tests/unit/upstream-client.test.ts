import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * The upstream client against a scripted HTTP server: envelope parsing, headers, retries and
 * timeouts. (Its behaviour against the reference upstream is covered by the end-to-end tests.)
 */
type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let seen: Seen[] = [];
let script: (req: Seen) => { status: number; body?: unknown; delayMs?: number; raw?: string };
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(entry);
      const answer = script(entry);
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
    await expect(upstreamCall({ method: 'POST', path: '/n/user/login/uc', locale: 'zh', body: {} }, anything)).rejects.toMatchObject({
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
    const error = await upstreamCall({ method: 'GET', path: '/p/epd/inner/count', locale: 'zh', token: 't' }, anything).catch((e) => e);
    expect(error).toMatchObject({ kind: 'http', status: 401, isUnauthorized: true });
  });

  it('retries an idempotent GET on 503, at most twice', async () => {
    let calls = 0;
    script = () => (++calls < 3 ? { status: 503, raw: 'busy' } : ok('third time'));
    const { upstreamCall } = await client();
    await expect(upstreamCall({ method: 'GET', path: '/n/text/all', locale: 'zh' }, z.string())).resolves.toBe('third time');
    expect(seen).toHaveLength(3);

    seen = [];
    script = () => ({ status: 503, raw: 'busy' });
    await expect(upstreamCall({ method: 'GET', path: '/n/text/all', locale: 'zh' }, anything)).rejects.toMatchObject({
      kind: 'http',
      status: 503,
    });
    expect(seen).toHaveLength(3);
  });

  it('never retries a POST', async () => {
    script = () => ({ status: 503, raw: 'busy' });
    const { upstreamCall } = await client();
    await expect(
      upstreamCall({ method: 'POST', path: '/n/plat/sms/checkcode/uc', locale: 'zh', body: { phoneNumber: '13800138000' } }, anything),
    ).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(seen).toHaveLength(1);
  });

  it('gives up on a slow answer with a timeout error instead of waiting minutes', async () => {
    script = () => ({ ...ok('late'), delayMs: 1_500 });
    const { upstreamCall } = await client();
    await expect(upstreamCall({ method: 'POST', path: '/n/pvuv/count', locale: 'zh', body: {} }, anything)).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('reports a closed port as a network error', async () => {
    const { UpstreamError } = await import('@/lib/upstream/errors');
    const { upstreamCall } = await client();
    // The client reads its base URL on every call, so point it at a port nobody listens on.
    const env = (await import('@/lib/env')).getEnv();
    const original = env.upstreamUrl;
    (env as { upstreamUrl: string }).upstreamUrl = 'http://127.0.0.1:9';
    try {
      const error: unknown = await upstreamCall({ method: "POST", path: "/n/pvuv/count", locale: "zh", body: {} }, anything).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UpstreamError);
      expect((error as InstanceType<typeof UpstreamError>).kind).toBe('network');
    } finally {
      (env as { upstreamUrl: string }).upstreamUrl = original;
    }
  });
});
