import { compileErrors, validate } from '@readme/openapi-parser';
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

/**
 * The open data API's route handlers, in process against a synthetic declaration index (issue 37 item 4): the answers
 * of the three endpoints and the OpenAPI document, and the rules every endpoint keeps (CORS, ETag and 304, HEAD, 405,
 * 429 with Retry-After, nothing signed-in read). Then a fast-check property, as tests/unit/bff-endpoints-fuzz.test.ts
 * does for the BFF: any query string is a 200 or a 400 problem, never a 5xx.
 */

const session = vi.hoisted(() => ({ reads: 0 }));
vi.mock('@/lib/session/session', () => ({
  getSession: async () => {
    session.reads += 1;
    return { token: 'secret-token', user: { id: 1 }, save: async () => {}, destroy: () => {} };
  },
}));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('use-intl/core');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'zh' | 'en'; namespace?: string }) =>
      createTranslator({ locale, messages: locale === 'en' ? en : zh, namespace: namespace as never }),
  };
});
const limit = vi.hoisted(() => ({ perMinute: 1_000_000 }));
vi.mock('@/lib/env/server/env', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/env/server/env')>();
  let base: ReturnType<typeof real.parseEnv> | undefined;
  return {
    ...real,
    getEnv: () => {
      base ??= real.parseEnv(process.env);
      return { ...base, openApiRateLimit: limit.perMinute };
    },
  };
});

const ORIGIN = 'https://open.example.cn';

type Route = Record<
  string,
  (req: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>
>;
let list: Route;
let one: Route;
let csv: Route;
let openapi: Route;
let declarations: import('@/lib/epd/server/declaration-index').IndexedDeclaration[];

beforeAll(async () => {
  process.env.UPSTREAM_URL = 'http://127.0.0.1:9';
  process.env.SESSION_PASSWORD = 'p'.repeat(40);
  process.env.PUBLIC_ORIGIN = ORIGIN;
  process.env.EPD_INDEX_REFRESH_SECONDS = '3600';
  const { syntheticDeclarations } = await import('@/lib/epd/server/synthetic-declarations');
  const { replaceDeclarationIndex } = await import('@/lib/epd/server/declaration-store');
  const { chinaToday } = await import('@/lib/epd/validity');
  declarations = [...syntheticDeclarations(230, { today: chinaToday() })];
  replaceDeclarationIndex(declarations);
  list = (await import('@/app/api/open/v1/epds/route')) as unknown as Route;
  one = (await import('@/app/api/open/v1/epds/[id]/route')) as unknown as Route;
  csv = (await import('@/app/api/open/v1/epds.csv/route')) as unknown as Route;
  openapi = (await import('@/app/api/open/v1/openapi.json/route')) as unknown as Route;
});
afterAll(async () => {
  const { dropDeclarationIndex } = await import('@/lib/epd/server/declaration-store');
  dropDeclarationIndex();
});
beforeEach(async () => {
  const { resetRateLimits } = await import('@/lib/bff/server/rate-limit');
  resetRateLimits();
  limit.perMinute = 1_000_000;
});

function call(
  route: Route,
  path: string,
  options: { method?: string; headers?: Record<string, string>; params?: Record<string, string> } = {},
): Promise<Response> {
  const method = options.method ?? 'GET';
  const handler = route[method];
  if (!handler) throw new Error(`${path}: no ${method}`);
  return handler(new NextRequest(`${ORIGIN}${path}`, { method, headers: options.headers }), {
    params: Promise.resolve(options.params ?? {}),
  });
}

const idOf = (index: number) => String(declarations[index]!.record.id);

describe('GET /api/open/v1/epds', () => {
  it('answers a page of openEPD documents with the total and absolute links, 20 a page by default', async () => {
    const answer = await call(list, '/api/open/v1/epds?type=EPD&sort=gwp');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = await answer.json();
    const expected = declarations
      .filter((item) => item.record.productType === 'EPD')
      .map((item, order) => ({ item, order }))
      .sort((a, b) => (a.item.record.gwp100 ?? 0) - (b.item.record.gwp100 ?? 0) || a.order - b.order)
      .map(({ item }) => String(item.record.id));
    expect(body.meta).toEqual({
      total: expected.length,
      page: 1,
      pageSize: 20,
      pageCount: Math.ceil(expected.length / 20),
    });
    expect(body.data.map((document: { id: string }) => document.id)).toEqual(expected.slice(0, 20));
    expect(body.data[0].doctype).toBe('openEPD');
    expect(body.links).toEqual({
      self: `${ORIGIN}/api/open/v1/epds?type=EPD&sort=gwp`,
      next: `${ORIGIN}/api/open/v1/epds?type=EPD&sort=gwp&page=2`,
      prev: null,
      csv: `${ORIGIN}/api/open/v1/epds.csv?type=EPD&sort=gwp`,
    });

    const last = await (
      await call(list, `/api/open/v1/epds?type=EPD&sort=gwp&page=${body.meta.pageCount}&pageSize=20`)
    ).json();
    expect(last.links.next).toBeNull();
    expect(last.links.prev).toBe(
      `${ORIGIN}/api/open/v1/epds?type=EPD&sort=gwp&page=${body.meta.pageCount - 1}`,
    );
    const sized = await (await call(list, '/api/open/v1/epds?pageSize=7&page=2')).json();
    expect(sized.data).toHaveLength(7);
    expect(sized.links.self).toBe(`${ORIGIN}/api/open/v1/epds?page=2&pageSize=7`);
  });

  it('answers 400 problems naming the parameter: unknown, reversed range, page past the end', async () => {
    for (const [query, name] of [
      ['sort=cheapest', 'sort'],
      ['gwpMin=-1', 'gwpMin'],
      ['gwpMin=900&gwpMax=100', 'gwpMin'],
      ['page=0', 'page'],
      ['pageSize=101', 'pageSize'],
      ['foo=bar', 'foo'],
      ['page=999', 'page'],
    ]) {
      const answer = await call(list, `/api/open/v1/epds?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.headers.get('content-type')).toBe('application/problem+json');
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      const problem = await answer.json();
      expect(problem).toMatchObject({ type: 'about:blank', title: 'Bad Request', status: 400 });
      expect(problem.detail).toContain(name);
      expect(problem.invalid_params.map((item: { name: string }) => item.name)).toContain(name);
    }
  });

  it('answers an empty first page when nothing matches, and 400 for any later page', async () => {
    const empty = await call(list, '/api/open/v1/epds?keyword=nothing-matches-this');
    expect(empty.status).toBe(200);
    expect((await empty.json()).meta).toEqual({ total: 0, page: 1, pageSize: 20, pageCount: 0 });
    expect((await call(list, '/api/open/v1/epds?keyword=nothing-matches-this&page=2')).status).toBe(400);
  });
});

describe('GET /api/open/v1/epds/{id}', () => {
  it('answers the openEPD document, 404 for an unknown id and 400 for a malformed one', async () => {
    const found = await call(one, `/api/open/v1/epds/${idOf(5)}`, { params: { id: idOf(5) } });
    expect(found.status).toBe(200);
    const document = await found.json();
    expect(document).toMatchObject({
      doctype: 'openEPD',
      id: idOf(5),
      program_operator_doc_id: declarations[5]!.record.epdRegistrationNumber,
      program_operator: { name: expect.any(String), web_domain: 'open.example.cn' },
    });

    const missing = await call(one, '/api/open/v1/epds/999999999', { params: { id: '999999999' } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 404, title: 'Not Found' });

    const malformed = await call(one, '/api/open/v1/epds/abc', { params: { id: 'abc' } });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).invalid_params).toEqual([
      { name: 'id', reason: '`id` must be a declaration id: 1 to 12 digits' },
    ]);
  });
});

describe('GET /api/open/v1/epds.csv', () => {
  it('streams every match with a BOM, a header in the language asked for and an attachment name', async () => {
    const answer = await call(csv, '/api/open/v1/epds.csv?type=CFP&lang=zh');
    expect(answer.status).toBe(200);
    expect(answer.body).toBeInstanceOf(ReadableStream);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[^"]+\.csv"; filename\*=UTF-8''%E9%92%A2%E9%93%81/,
    );
    const cfp = declarations.filter((item) => item.record.productType === 'CFP');
    expect(answer.headers.get('x-total-count')).toBe(String(cfp.length));
    expect(answer.headers.get('x-truncated')).toBeNull();
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text[0]).toBe('\uFEFF');
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      '注册号,类型,产品名称（中文）,产品名称（英文）,企业,产品种类规则（PCR）,GWP100（kg CO₂e/t）,生效日期,有效期至,有效状态,链上存证,产品页面',
    );
    expect(lines).toHaveLength(cfp.length + 1);
    expect(lines[1]!.startsWith(`${cfp[0]!.record.epdRegistrationNumber},CFP,`)).toBe(true);
  });

  it('has an ETag hashed from its rows, search, language and day: 304 for it, another when a row changes', async () => {
    const { replaceDeclarationIndex } = await import('@/lib/epd/server/declaration-store');
    const first = await call(csv, '/api/open/v1/epds.csv');
    const etag = first.headers.get('etag')!;
    await first.body?.cancel();
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await call(csv, '/api/open/v1/epds.csv', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    const other = await call(csv, '/api/open/v1/epds.csv?lang=zh', { headers: { 'if-none-match': etag } });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
    await other.body?.cancel();

    // A refill with the same declarations keeps the ETag; one changed declaration changes it.
    replaceDeclarationIndex(declarations);
    expect((await call(csv, '/api/open/v1/epds.csv', { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );
    const changed = declarations.map((item, index) =>
      index === 150 ? { ...item, record: { ...item.record, gwp100: 1 } } : item,
    );
    replaceDeclarationIndex(changed);
    try {
      const fresh = await call(csv, '/api/open/v1/epds.csv', { headers: { 'if-none-match': etag } });
      expect(fresh.status).toBe(200);
      expect(fresh.headers.get('etag')).not.toBe(etag);
      await fresh.body?.cancel();
    } finally {
      replaceDeclarationIndex(declarations);
    }
  });

  it('streams more rows than one chunk (2,000) in order, each declaration once', async () => {
    const { replaceDeclarationIndex } = await import('@/lib/epd/server/declaration-store');
    const { syntheticDeclarations } = await import('@/lib/epd/server/synthetic-declarations');
    const many = [...syntheticDeclarations(2_050, { seed: 7 })];
    replaceDeclarationIndex(many);
    try {
      const answer = await call(csv, '/api/open/v1/epds.csv?sort=newest');
      expect(answer.headers.get('x-total-count')).toBe('2050');
      const numbers = (await answer.text())
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]);
      expect(numbers).toEqual(many.map((item) => item.record.epdRegistrationNumber));
    } finally {
      replaceDeclarationIndex(declarations);
    }
  });
});

describe('GET /api/open/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (checked by @readme/openapi-parser) describing the three endpoints', async () => {
    const answer = await call(openapi, '/api/open/v1/openapi.json');
    expect(answer.status).toBe(200);
    const document = await answer.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual([
      '/api/open/v1/epds',
      '/api/open/v1/epds/{id}',
      '/api/open/v1/epds.csv',
      '/api/open/v1/openapi.json',
    ]);
    expect(document.servers).toEqual([{ url: ORIGIN }]);
    const listParameters = document.paths['/api/open/v1/epds'].get.parameters.map(
      (item: { name: string }) => item.name,
    );
    expect(listParameters).toEqual([
      'company',
      'pcr',
      'keyword',
      'type',
      'validity',
      'gwpMin',
      'gwpMax',
      'chain',
      'sort',
      'page',
      'pageSize',
    ]);
    for (const status of ['200', '304', '400', '429'])
      expect(document.paths['/api/open/v1/epds'].get.responses[status], status).toBeDefined();
    expect(document.paths['/api/open/v1/epds/{id}'].get.responses['404']).toBeDefined();
    expect(Object.keys(document.components.schemas).sort()).toEqual(['OpenEpd', 'OpenEpdPage', 'Problem']);
    expect(document.components.schemas.OpenEpdPage.properties.data.items).toEqual({
      $ref: '#/components/schemas/OpenEpd',
    });
    const result = await validate(structuredClone(document));
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.warnings).toEqual([]);
  });

  it('the validator refuses a broken document (the check can fail)', async () => {
    const answer = await call(openapi, '/api/open/v1/openapi.json');
    const document = await answer.json();
    document.paths['/api/open/v1/epds'].get.responses['200'].content['application/json'].schema = {
      $ref: '#/components/schemas/Missing',
    };
    expect((await validate(document)).valid).toBe(false);
  });
});

describe('every open endpoint', () => {
  const endpoints = [
    ['list', () => list, '/api/open/v1/epds?sort=gwp', {}],
    ['document', () => one, '/api/open/v1/epds/ID', { id: 'ID' }],
    ['csv', () => csv, '/api/open/v1/epds.csv?validity=valid', {}],
    ['openapi', () => openapi, '/api/open/v1/openapi.json', {}],
  ] as const;
  const concrete = (path: string, params: Record<string, string>) =>
    [
      path.replace('ID', idOf(0)),
      Object.fromEntries(Object.entries(params).map(([key]) => [key, idOf(0)])),
    ] as const;

  it.each(endpoints)(
    '%s: CORS open, public cache for 60 s, an ETag and 304 on If-None-Match',
    async (_name, route, path, raw) => {
      const [url, params] = concrete(path, raw);
      const answer = await call(route(), url, { params });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
      const etag = answer.headers.get('etag')!;
      expect(etag).toMatch(/^W\/"[\w-]{32}"$/);
      await answer.body?.cancel();
      for (const header of [etag, `"x", ${etag}`, etag.slice(2), '*']) {
        const cached = await call(route(), url, { params, headers: { 'if-none-match': header } });
        expect(cached.status, header).toBe(304);
        expect(cached.headers.get('etag')).toBe(etag);
        expect(cached.headers.get('cache-control')).toBe('public, max-age=60');
        expect(cached.headers.get('access-control-allow-origin')).toBe('*');
      }
      const stale = await call(route(), url, { params, headers: { 'if-none-match': 'W/"stale"' } });
      expect(stale.status).toBe(200);
      await stale.body?.cancel();
    },
  );

  it.each(endpoints)(
    '%s: HEAD has the GET headers and no body; OPTIONS answers the preflight; others are 405',
    async (_name, route, path, raw) => {
      const [url, params] = concrete(path, raw);
      const get = await call(route(), url, { params });
      const head = await call(route(), url, { params, method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.body).toBeNull();
      expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
      await get.body?.cancel();

      const preflight = await call(route(), url, {
        params,
        method: 'OPTIONS',
        headers: {
          origin: 'https://buyer.example.com',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'if-none-match',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/If-None-Match/);
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const refused = await call(route(), url, { params, method });
        expect(refused.status, method).toBe(405);
        expect(refused.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
        expect(refused.headers.get('content-type')).toBe('application/problem+json');
        expect((await refused.json()).status).toBe(405);
      }
    },
  );

  it.each(endpoints)(
    '%s: 429 with Retry-After past the per-client limit, counted per address',
    async (_name, route, path, raw) => {
      const [url, params] = concrete(path, raw);
      limit.perMinute = 3;
      const from = (address: string) => ({ params, headers: { 'x-forwarded-for': address } });
      for (let i = 0; i < 3; i += 1) {
        const answer = await call(route(), url, from('198.51.100.7'));
        expect(answer.status).toBe(200);
        await answer.body?.cancel();
      }
      const refused = await call(route(), url, from('198.51.100.7'));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(refused.headers.get('access-control-allow-origin')).toBe('*');
      expect(await refused.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });
      const other = await call(route(), url, from('198.51.100.8'));
      expect(other.status).toBe(200);
      await other.body?.cancel();
    },
  );

  it.each(endpoints)(
    '%s: never reads the session: a signed-in cookie gets the same bytes',
    async (_name, route, path, raw) => {
      const [url, params] = concrete(path, raw);
      const reads = session.reads;
      const anonymous = await call(route(), url, { params });
      const signedIn = await call(route(), url, {
        params,
        headers: { cookie: '__Host-portal-session=sealed-session; lang=en', authorization: 'Bearer x' },
      });
      expect(new Uint8Array(await signedIn.arrayBuffer())).toEqual(
        new Uint8Array(await anonymous.arrayBuffer()),
      );
      expect(signedIn.headers.get('etag')).toBe(anonymous.headers.get('etag'));
      expect(signedIn.headers.get('set-cookie')).toBeNull();
      expect(session.reads).toBe(reads);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Fuzzed: any query string is a 200 or a 400 problem.

const KEYS = [
  'company',
  'pcr',
  'keyword',
  'type',
  'validity',
  'gwpMin',
  'gwpMax',
  'chain',
  'sort',
  'page',
  'pageSize',
  'lang',
];
const value = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'EPD',
    'CFP',
    'gwp',
    'newest',
    'valid',
    'expired',
    '1',
    '0',
    'true',
    'zh',
    'en',
    '-1',
    '1e3',
    'NaN',
    '99999999999',
    '１２',
    '%',
    '%zz',
    '\u0000',
    '<script>',
    '__proto__',
  ),
  fc.integer({ min: -10, max: 200_000 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.string({ minLength: 90, maxLength: 300 }),
);
const key = fc.oneof(
  fc.constantFrom(...KEYS),
  fc.constantFrom('__proto__', 'constructor', 'Sort', 'page[]'),
  fc.string({ maxLength: 12 }),
);
/** Good searches, so that the answers past the parse (every filter, sort and page) are drawn too. */
const GOOD = {
  company: fc.oneof(fc.string({ maxLength: 32 }), fc.constantFrom('company-1', 'BG')),
  pcr: fc.oneof(fc.string({ maxLength: 64 }), fc.constantFrom('PCR-CN-2024-001', 'PCR-CN-2025-010')),
  keyword: fc.oneof(
    fc.string({ maxLength: 100 }),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.constantFrom('钢筋', '带肋钢筋', 'EPD-CN', '"', '*', 'OR', 'NEAR(', 'a b  c'),
  ),
  type: fc.constantFrom('EPD', 'CFP'),
  validity: fc.constantFrom('valid', 'expiring', 'expired'),
  gwpMin: fc.integer({ min: 0, max: 3000 }).map(String),
  gwpMax: fc.integer({ min: 0, max: 3000 }).map(String),
  chain: fc.constantFrom('1', '0', 'true', 'false'),
  sort: fc.constantFrom('relevance', 'gwp', 'newest', 'expiring'),
  page: fc.integer({ min: 1, max: 15 }).map(String),
  pageSize: fc.integer({ min: 1, max: 100 }).map(String),
  lang: fc.constantFrom('zh', 'en'),
};
const goodQuery = (keys: (keyof typeof GOOD)[]) =>
  fc
    .record(Object.fromEntries(keys.map((name) => [name, GOOD[name]])), { requiredKeys: [] })
    .map((entries) => new URLSearchParams(entries as Record<string, string>).toString());
const LIST_KEYS = KEYS.filter((name) => name !== 'lang') as (keyof typeof GOOD)[];
const CSV_KEYS = KEYS.filter((name) => name !== 'page' && name !== 'pageSize') as (keyof typeof GOOD)[];

const query = (good: fc.Arbitrary<string>) =>
  fc.oneof(
    { arbitrary: good, weight: 4 },
    fc
      .array(fc.tuple(key, value), { maxLength: 6 })
      .map((entries) => new URLSearchParams(entries).toString()),
    fc
      .array(fc.tuple(fc.constantFrom(...KEYS), value), { maxLength: 4 })
      .map((entries) => new URLSearchParams(entries).toString()),
    fc.string({ maxLength: 80 }),
    fc.string({ unit: 'binary', maxLength: 40 }).map((text) => encodeURI(text).replace(/%25/g, '%')),
  );

async function expectAnswer(answer: Response, label: string): Promise<number> {
  expect([200, 400], label).toContain(answer.status);
  const text = await answer.text();
  if (answer.status === 400) {
    expect(answer.headers.get('content-type'), label).toBe('application/problem+json');
    const problem = JSON.parse(text);
    expect(problem, label).toMatchObject({ type: 'about:blank', title: 'Bad Request', status: 400 });
    expect(problem.detail.length).toBeGreaterThan(0);
    expect(problem.invalid_params.length, label).toBeGreaterThan(0);
    expect(text).not.toMatch(/ZodError|"stack"|\bat \S+\.(ts|js)\b/);
  }
  return answer.status;
}

describe('random query strings, fuzzed', () => {
  it('the list: never a 5xx, always 200 or a 400 problem', async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(query(goodQuery(LIST_KEYS)), async (search) => {
        seen.add(await expectAnswer(await call(list, `/api/open/v1/epds?${search}`), search));
      }),
      { numRuns: 200, examples: [['sort=gwp&page=2'], ['gwpMin=5&gwpMax=1']] },
    );
    expect([...seen].sort()).toEqual([200, 400]);
  });

  it('the CSV: never a 5xx, always 200 (a CSV with its BOM) or a 400 problem', async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(query(goodQuery(CSV_KEYS)), async (search) => {
        const answer = await call(csv, `/api/open/v1/epds.csv?${search}`);
        if (answer.status === 200) {
          const bytes = new Uint8Array(await answer.clone().arrayBuffer());
          expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        }
        seen.add(await expectAnswer(answer, search));
      }),
      { numRuns: 60, examples: [['lang=zh&type=EPD'], ['page=1']] },
    );
    expect([...seen].sort()).toEqual([200, 400]);
  });

  it('a document id: never a 5xx, always 200, a 400 or a 404 problem', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.integer({ min: -5, max: 2_000_000 }).map(String),
          fc.constantFrom(idOf(1), '0', '1e3', '0x1'),
        ),
        async (id) => {
          const answer = await call(one, `/api/open/v1/epds/${encodeURIComponent(id)}`, { params: { id } });
          expect([200, 400, 404], id).toContain(answer.status);
          if (answer.status !== 200)
            expect(answer.headers.get('content-type')).toBe('application/problem+json');
          await answer.body?.cancel();
        },
      ),
      { numRuns: 100 },
    );
  });
});
