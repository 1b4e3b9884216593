import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

/**
 * The BFF wrapper around declared endpoints (lib/bff/server/with-bff.ts): input that fails its schema is
 * answered 400 with field messages in the user's language and never reaches upstream; an upstream
 * answer that fails its operation's schema becomes a clear 502; the answer is the DTO and nothing
 * more; origin, content type and access are checked before the handler runs.
 */
type FakeSession = {
  token?: string;
  user?: { id: number; userAccount: string };
  save: () => Promise<void>;
  destroy: () => void;
};
let session: FakeSession;

vi.mock('@/lib/session/session', () => ({ getSession: async () => session }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('use-intl/core');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'zh' | 'en'; namespace?: string }) =>
      createTranslator({ locale, messages: locale === 'en' ? en : zh, namespace: namespace as never }),
  };
});

let upstreamHits: string[] = [];
let server: Server;
const ORIGIN = 'http://localhost:3999';

beforeAll(async () => {
  server = createServer((req, res) => {
    upstreamHits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'application/json' });
    // An answer of the wrong shape: `list` should be an array.
    res.end(JSON.stringify({ code: 1, message: 'success', data: { list: 'not a list' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SESSION_PASSWORD = 'p'.repeat(40);
  process.env.PUBLIC_ORIGIN = ORIGIN;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  upstreamHits = [];
  session = { save: async () => {}, destroy: () => {} };
});

async function fixtures() {
  const z = await import('@/lib/validation/zod');
  // Upstream operations declare their answers with classic zod (server only: lib/upstream/operation.ts).
  const { z: zc } = await import('zod');
  const { defineEndpoint } = await import('@/lib/bff/endpoint');
  const { withBff } = await import('@/lib/bff/server/with-bff');
  const { defineOperation, callOperation } = await import('@/lib/upstream/operation');
  const { mobileSchema } = await import('@/lib/validation/fields');
  const listThings = defineOperation({
    id: 'test.things',
    method: 'GET',
    path: '/n/things/list',
    access: 'public',
    input: zc.object({ mobile: zc.string() }),
    output: zc.object({ list: zc.array(zc.object({ name: zc.string() })) }),
  });
  const endpoint = defineEndpoint({
    method: 'POST',
    path: '/api/test/things',
    input: z.object({
      mobile: mobileSchema,
      name: z.string().check(z.trim(), z.minLength(1), z.maxLength(5)),
    }),
    output: z.object({ count: z.number() }),
    access: 'public',
  });
  const handler = vi.fn(async ({ input, locale }: { input: { mobile: string }; locale: 'zh' | 'en' }) => {
    const answer = await callOperation(listThings, { mobile: input.mobile }, { locale });
    return { count: answer.list.length };
  });
  const signedIn = defineEndpoint({
    method: 'GET',
    path: '/api/test/mine',
    input: z.object({}),
    output: z.object({ name: z.string() }),
    access: 'user',
  });
  return {
    post: withBff(endpoint, handler),
    handler,
    leaky: withBff(endpoint, async () => ({ count: 2, token: 'upstream-secret-token' })),
    mine: withBff(signedIn, async () => ({ name: 'x' })),
  };
}

function request(
  body: BodyInit | undefined,
  init: { locale?: string; origin?: string; type?: string; method?: string; path?: string } = {},
) {
  return new NextRequest(`${ORIGIN}${init.path ?? '/api/test/things'}`, {
    method: init.method ?? 'POST',
    body,
    headers: {
      'content-type': init.type ?? 'application/json',
      'x-portal-locale': init.locale ?? 'zh',
      ...(init.origin === '' ? {} : { origin: init.origin ?? ORIGIN }),
      'sec-fetch-site': 'same-origin',
    },
  });
}
const noParams = { params: Promise.resolve({}) };

describe('withBff(endpoint, handler)', () => {
  it('answers bad input 400 with field messages in the user language, and never calls the handler or upstream', async () => {
    const { post, handler } = await fixtures();
    const response = await post(
      request(JSON.stringify({ mobile: '12345', name: 'far too long' }), { locale: 'zh' }),
      noParams,
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.ok).toBe(false);
    expect(body.error.code).toBe('INVALID_INPUT');
    expect(body.error.fields).toEqual({
      mobile: zh.validation.mobileInvalid,
      name: zh.validation.tooLong.replace('{max}', '5'),
    });
    expect(handler).not.toHaveBeenCalled();
    expect(upstreamHits).toEqual([]);

    const english = await (
      await post(request(JSON.stringify({ mobile: '', name: '' }), { locale: 'en' }), noParams)
    ).json();
    expect(english.error.fields).toEqual({
      mobile: en.validation.mobileRequired,
      name: en.validation.required,
    });
    expect(english.error.message).toBe(en.errors.bff.INVALID_INPUT);
  });

  it('turns an upstream answer that fails its schema into a 502 with a clear message in the user language', async () => {
    const { post } = await fixtures();
    const zhAnswer = await post(
      request(JSON.stringify({ mobile: '13800138000', name: 'ok' }), { locale: 'zh' }),
      noParams,
    );
    expect(zhAnswer.status).toBe(502);
    expect((await zhAnswer.json()).error.message).toBe(zh.errors.malformed);
    const enAnswer = await post(
      request(JSON.stringify({ mobile: '13800138000', name: 'ok' }), { locale: 'en' }),
      noParams,
    );
    expect(enAnswer.status).toBe(502);
    const text = JSON.stringify(await enAnswer.json());
    expect(text).toContain(en.errors.malformed);
    expect(text).not.toMatch(/at .*\.ts|ZodError|stack/i);
    expect(upstreamHits).toHaveLength(2);
  });

  it('answers the DTO and nothing more: fields outside the output schema never leave the server', async () => {
    const { leaky } = await fixtures();
    const response = await leaky(request(JSON.stringify({ mobile: '13800138000', name: 'ok' })), noParams);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ ok: true, data: { count: 2 } });
    expect(text).not.toContain('upstream-secret-token');
  });

  it('refuses a foreign origin (403), a body that is not JSON (415) and the wrong method (405) before the handler', async () => {
    const { post, handler } = await fixtures();
    const valid = JSON.stringify({ mobile: '13800138000', name: 'ok' });
    expect((await post(request(valid, { origin: 'https://evil.example' }), noParams)).status).toBe(403);
    expect((await post(request(valid, { origin: '' }), noParams)).status).toBe(403);
    expect((await post(request(valid, { type: 'text/plain' }), noParams)).status).toBe(415);
    expect((await post(request('<a/>', { type: 'application/xml' }), noParams)).status).toBe(415);
    const wrongMethod = await post(request(undefined, { method: 'GET', type: '' }), noParams);
    expect(wrongMethod.status).toBe(405);
    expect(handler).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in for a signed-in endpoint, in the user language', async () => {
    const { mine } = await fixtures();
    const response = await mine(
      request(undefined, { method: 'GET', locale: 'en', path: '/api/test/mine' }),
      noParams,
    );
    expect(response.status).toBe(401);
    expect((await response.json()).error).toMatchObject({
      code: 'LOGIN_REQUIRED',
      message: en.errors.bff.LOGIN_REQUIRED,
    });
  });
});
