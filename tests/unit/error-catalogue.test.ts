import { describe, expect, it } from 'vitest';
import { withRequestContext } from '@/lib/observability/server/request-context';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import {
  bffStatusFor,
  describeUpstreamError,
  HTTP_ERROR_STATUSES,
  SERVER_MESSAGE_CODES,
  UpstreamError,
} from '@/lib/upstream/errors';

type Tree = { [key: string]: string | Tree };
function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('error catalogue (spec section 8)', () => {
  it.each(SERVER_MESSAGE_CODES)('server message %s has its own text in both languages', (code) => {
    const text = describeUpstreamError(new UpstreamError('rejected', { code: 0, serverMessage: code }));
    expect(text.key).toBe(`server.${code}`);
    expect(lookup(en.errors as Tree, text.key)).toBeTruthy();
    expect(lookup(zh.errors as Tree, text.key)).toBeTruthy();
  });

  it.each(HTTP_ERROR_STATUSES)('HTTP %i has its own text in both languages', (status) => {
    const text = describeUpstreamError(new UpstreamError('http', { status }));
    expect(text.key).toBe(`http.${status}`);
    expect(lookup(en.errors as Tree, text.key)).toBeTruthy();
    expect(lookup(zh.errors as Tree, text.key)).toBeTruthy();
  });

  it('any other status reads "connection error (status)"', () => {
    expect(describeUpstreamError(new UpstreamError('http', { status: 418 }))).toEqual({
      key: 'http.other',
      values: { status: 418 },
    });
  });

  it('shows any other server message as given', () => {
    const text = describeUpstreamError(
      new UpstreamError('rejected', { code: 0, serverMessage: '该产品已存在' }),
    );
    expect(text.raw).toBe('该产品已存在');
  });

  it('falls back to the message code when the server gave no message', () => {
    expect(describeUpstreamError(new UpstreamError('rejected', { code: 6111 }))).toEqual({
      key: 'withCode',
      values: { code: '6111' },
    });
  });

  it('treats a 401, as status or envelope code, as the end of the session', () => {
    expect(new UpstreamError('http', { status: 401 }).isUnauthorized).toBe(true);
    expect(new UpstreamError('rejected', { code: 401 }).isUnauthorized).toBe(true);
    expect(bffStatusFor(new UpstreamError('rejected', { code: 401 }))).toBe(401);
  });

  it('tells the platform failing from the platform refusing (guards say the first as such)', () => {
    for (const kind of ['network', 'timeout', 'malformed'] as const)
      expect(new UpstreamError(kind, {}).isPlatformFault, kind).toBe(true);
    expect(new UpstreamError('http', { status: 500 }).isPlatformFault).toBe(true);
    expect(new UpstreamError('rejected', { code: 0, serverMessage: 'not found' }).isPlatformFault).toBe(
      false,
    );
    expect(new UpstreamError('http', { status: 401 }).isPlatformFault).toBe(false);
  });

  it('maps failures to the status the BFF answers with', () => {
    expect(bffStatusFor(new UpstreamError('network', {}))).toBe(502);
    expect(bffStatusFor(new UpstreamError('timeout', {}))).toBe(504);
    expect(bffStatusFor(new UpstreamError('rejected', { code: 0, serverMessage: 'CHECK_CODE_ERROR' }))).toBe(
      422,
    );
    expect(bffStatusFor(new Error('boom'))).toBe(500);
  });
});

/** Security review: raw English platform messages reached Chinese pages. */
describe("a platform message shown as given is in the page's language", () => {
  const refusal = (serverMessage: string) => new UpstreamError('rejected', { code: 500, serverMessage });

  it('shows a Chinese message on a Chinese page and an English one on an English page', () => {
    expect(describeUpstreamError(refusal('该产品已存在'), 'zh').raw).toBe('该产品已存在');
    expect(describeUpstreamError(refusal('This product already exists'), 'en').raw).toBe(
      'This product already exists',
    );
  });

  it('words a message in the other language by its code instead', () => {
    expect(describeUpstreamError(refusal('city: required'), 'zh')).toEqual({
      key: 'withCode',
      values: { code: '500' },
    });
    expect(describeUpstreamError(refusal('该产品已存在'), 'en')).toEqual({
      key: 'withCode',
      values: { code: '500' },
    });
    expect(describeUpstreamError(refusal('Product 产品'), 'en').raw).toBeUndefined();
  });

  it('words an HTTP reason phrase as that status, in either language', () => {
    expect(describeUpstreamError(refusal('Internal Server Error'), 'zh')).toEqual({ key: 'http.500' });
    expect(describeUpstreamError(refusal(' forbidden '), 'en')).toEqual({ key: 'http.403' });
    expect(describeUpstreamError(refusal('constructor'), 'en')).toEqual({
      key: 'generic',
      raw: 'constructor',
    });
  });

  it("takes the language of the BFF request in scope: the page's header, else the lang cookie", async () => {
    const words = withRequestContext(async () =>
      Response.json(describeUpstreamError(refusal('Attachment not found'))),
    );
    const asked = (headers: Record<string, string>) =>
      words(new Request('http://localhost/api/x', { headers })).then((r) => r.json());
    expect(await asked({ 'x-portal-locale': 'zh' })).toEqual({ key: 'withCode', values: { code: '500' } });
    expect(await asked({ cookie: 'a=1; lang=zh' })).toEqual({ key: 'withCode', values: { code: '500' } });
    expect(await asked({ 'x-portal-locale': 'en' })).toEqual({ key: 'generic', raw: 'Attachment not found' });
  });
});
