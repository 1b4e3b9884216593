import { randomBytes } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { freePort, startPortalProcess, waitForUrl, type Started } from '../../scripts/processes.ts';
import { chinaToday } from '../../lib/epd/validity';
import { expect, test, UPSTREAM_URL } from './support/fixtures';
import { parse } from 'csv-parse/sync';

/**
 * The open data API on the running portal (issue 37 item 4, docs/open-data.md): the list answers what the search page
 * answers, one declaration as openEPD, the 400s and the 404, the CSV read back, the OpenAPI document, CORS from another
 * origin in a real browser, the ETag's 304, and the same bytes for a signed-in user. The rate limit's 429 and the CSV's
 * row cap run on a portal of their own, so the shared portal's allowance is not spent.
 */

type SeedRecord = {
  id: number;
  epdRegistrationNumber: string;
  productType: string;
  productName: string;
  productNameEn: string | null;
  companyName: string;
  companyCode: string;
  gwp100: number | null;
  epdExpirationDate: string | null;
};

type Document = {
  doctype: string;
  id: string;
  language: string;
  product_name: string;
  program_operator_doc_id: string;
  valid_until: string | null;
  declared_unit: { qty: number; unit: string };
  impacts: { 'Unknown LCIA': { gwp: { A1A2A3: { mean: number; unit: string } } } } | null;
  declaration_url: string;
  ext: { lcsepd: { product_type: string; product_name_zh: string; product_name_en: string | null } };
};

type Page = {
  data: Document[];
  meta: { total: number; page: number; pageSize: number; pageCount: number };
  links: { self: string; next: string | null; prev: string | null; csv: string };
};

const PORTAL = () => process.env.E2E_PORTAL_URL as string;

/** Every public declaration as the reference upstream answers the spec's search (newest first). */
async function seeded(): Promise<SeedRecord[]> {
  const response = await fetch(`${UPSTREAM_URL()}/p/epd/page`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageNum: 1, pageSize: 100 }),
  });
  const body = (await response.json()) as { code: number; data: { totals: number; list: SeedRecord[] } };
  expect(body.code).toBe(1);
  expect(body.data.totals).toBeLessThanOrEqual(100);
  return body.data.list;
}

/** The ids the search page's own "load more" answers for a search, every page of 4. */
async function searchIds(request: APIRequestContext, query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.get(`/api/epd/search?${query}&page=${page}`);
    expect(response.status(), await response.text()).toBe(200);
    const { data } = (await response.json()) as { data: { cards: { id: string }[]; total: number } };
    ids.push(...data.cards.map((card) => card.id));
    if (ids.length >= data.total || data.cards.length === 0) return ids;
  }
}

/** RFC 4180 read strictly by csv-parse (a stray quote or an unclosed one throws); every record ends with CRLF. */
function readCsv(text: string): string[][] {
  expect(text.endsWith('\r\n'), 'the last record ends with CRLF').toBe(true);
  return parse(text, { record_delimiter: '\r\n', relax_column_count: true }) as string[][];
}

async function problemOf(response: APIResponse) {
  expect(response.headers()['content-type']).toBe('application/problem+json');
  expect(response.headers()['access-control-allow-origin']).toBe('*');
  return (await response.json()) as {
    status: number;
    title: string;
    detail: string;
    invalid_params?: { name: string; reason: string }[];
  };
}

test.describe('the open data API', () => {
  test('the list answers what the search answers, filtered by type, validity and GWP range, sorted by GWP', async ({
    request,
  }) => {
    const all = await seeded();
    const today = chinaToday();
    const gwps = all
      .filter((record) => record.productType === 'EPD' && record.gwp100 !== null)
      .map((record) => record.gwp100!)
      .sort((a, b) => a - b);
    const gwpMin = gwps[Math.floor(gwps.length / 4)]!;
    const gwpMax = gwps[Math.floor((gwps.length * 3) / 4)]!;
    const search = `type=EPD&validity=valid&gwpMin=${gwpMin}&gwpMax=${gwpMax}&sort=gwp`;
    const expected = all
      .map((record, order) => ({ record, order }))
      .filter(
        ({ record }) =>
          record.productType === 'EPD' &&
          record.gwp100 !== null &&
          record.gwp100 >= gwpMin &&
          record.gwp100 <= gwpMax &&
          (!record.epdExpirationDate || record.epdExpirationDate.slice(0, 10) >= today),
      )
      .sort((a, b) => a.record.gwp100! - b.record.gwp100! || a.order - b.order)
      .map(({ record }) => String(record.id));
    expect(expected.length).toBeGreaterThan(2);

    const response = await request.get(`/api/open/v1/epds?${search}&pageSize=100`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as Page;
    expect(body.data.map((document) => document.id)).toEqual(expected);
    expect(body.data.map((document) => document.id)).toEqual(await searchIds(request, search));
    expect(body.meta).toEqual({ total: expected.length, page: 1, pageSize: 100, pageCount: 1 });
    for (const document of body.data) {
      expect(document.doctype).toBe('openEPD');
      expect(document.ext.lcsepd.product_type).toBe('EPD');
      expect(document.declared_unit).toEqual({ qty: 1, unit: 't' });
      const gwp = document.impacts!['Unknown LCIA'].gwp.A1A2A3;
      expect(gwp.unit).toBe('kgCO2e');
      expect(gwp.mean).toBeGreaterThanOrEqual(gwpMin);
      expect(gwp.mean).toBeLessThanOrEqual(gwpMax);
      if (document.valid_until) expect(document.valid_until >= today).toBe(true);
    }

    // Pages of 2, with absolute links on the portal's origin.
    const second = (await (
      await request.get(`/api/open/v1/epds?${search}&page=2&pageSize=2`)
    ).json()) as Page;
    expect(second.data.map((document) => document.id)).toEqual(expected.slice(2, 4));
    expect(second.meta).toEqual({
      total: expected.length,
      page: 2,
      pageSize: 2,
      pageCount: Math.ceil(expected.length / 2),
    });
    expect(second.links.self).toBe(`${PORTAL()}/api/open/v1/epds?${search}&page=2&pageSize=2`);
    expect(second.links.prev).toBe(`${PORTAL()}/api/open/v1/epds?${search}&pageSize=2`);
    expect(second.links.csv).toBe(`${PORTAL()}/api/open/v1/epds.csv?${search}`);
    if (expected.length > 4) {
      const next = (await (await request.get(second.links.next!)).json()) as Page;
      expect(next.data.map((document) => document.id)).toEqual(expected.slice(4, 6));
    }
  });

  test('one declaration as an openEPD document; an unknown id is 404, a malformed one 400', async ({
    request,
  }) => {
    const record = (await seeded()).find((item) => item.productNameEn && item.gwp100 !== null)!;
    const response = await request.get(`/api/open/v1/epds/${record.id}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
    const document = (await response.json()) as Document;
    expect(document).toMatchObject({
      doctype: 'openEPD',
      id: String(record.id),
      language: 'en',
      product_name: record.productNameEn,
      program_operator_doc_id: record.epdRegistrationNumber,
      declaration_url: `${PORTAL()}/en/app/epd/${record.id}`,
      ext: { lcsepd: { product_name_zh: record.productName, product_name_en: record.productNameEn } },
    });
    expect(document.impacts!['Unknown LCIA'].gwp.A1A2A3.mean).toBe(record.gwp100);
    expect(document.valid_until).toBe(record.epdExpirationDate?.slice(0, 10) ?? null);
    // The product page the document names is the declaration's.
    const page = await request.get(document.declaration_url);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(record.epdRegistrationNumber);

    const missing = await request.get('/api/open/v1/epds/987654321');
    expect(missing.status()).toBe(404);
    expect(await problemOf(missing)).toMatchObject({ status: 404, title: 'Not Found' });
    const malformed = await request.get('/api/open/v1/epds/12abc');
    expect(malformed.status()).toBe(400);
    expect((await problemOf(malformed)).invalid_params).toEqual([
      { name: 'id', reason: '`id` must be a declaration id: 1 to 12 digits' },
    ]);
  });

  test('bad parameters are 400 problems naming them', async ({ request }) => {
    for (const [query, name, words] of [
      ['gwpMin=2000&gwpMax=500', 'gwpMin', 'greater than `gwpMax`'],
      ['sort=cheapest', 'sort', 'must be one of'],
      ['type=steel', 'type', 'must be one of'],
      ['validity=soon', 'validity', 'must be one of'],
      ['gwpMax=-3', 'gwpMax', 'non-negative number'],
      ['gwpMin=lots', 'gwpMin', 'non-negative number'],
      ['page=0', 'page', 'whole number'],
      ['pageSize=500', 'pageSize', 'whole number'],
      ['page=9999', 'page', 'past the last page'],
      ['colour=green', 'colour', 'unknown parameter'],
      ['sort=gwp&sort=newest', 'sort', 'more than once'],
    ] as const) {
      const response = await request.get(`/api/open/v1/epds?${query}`);
      expect(response.status(), query).toBe(400);
      const problem = await problemOf(response);
      expect(problem.status).toBe(400);
      expect(problem.detail, query).toContain(words);
      expect(
        problem.invalid_params?.map((item) => item.name),
        query,
      ).toContain(name);
    }
    const csv = await request.get('/api/open/v1/epds.csv?page=2');
    expect(csv.status()).toBe(400);
    expect((await problemOf(csv)).invalid_params?.[0]?.name).toBe('page');
  });

  test('the CSV of a search, read back: a BOM, both product names, the header in the language asked for', async ({
    request,
  }) => {
    const all = await seeded();
    const withEnglish = all.find((record) => record.productNameEn)!;
    // One company's declarations, newest first (the default sort without a keyword: the platform's order).
    const expected = all.filter((record) => record.companyCode === withEnglish.companyCode);
    for (const [lang, header, disposition] of [
      ['zh', '注册号', /filename\*=UTF-8''%E9%92%A2%E9%93%81[^;]*\.csv$/],
      ['en', 'Registration number', /filename\*=UTF-8''steel-epd-declarations-\d{4}-\d{2}-\d{2}\.csv$/],
    ] as const) {
      const response = await request.get(
        `/api/open/v1/epds.csv?company=${encodeURIComponent(withEnglish.companyCode)}&lang=${lang}`,
      );
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8; header=present');
      expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="[ -~]+\.csv"; /);
      expect(response.headers()['content-disposition']).toMatch(disposition);
      expect(response.headers()['x-total-count']).toBe(String(expected.length));
      const bytes = await response.body();
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = readCsv(bytes.subarray(3).toString('utf8'));
      expect(rows[0]![0]).toBe(header);
      expect(rows.slice(1).map((row) => row[0])).toEqual(
        expected.map((record) => record.epdRegistrationNumber),
      );
      const row = rows.find((cells) => cells[0] === withEnglish.epdRegistrationNumber)!;
      expect(row[2]).toBe(withEnglish.productName);
      expect(row[3]).toBe(withEnglish.productNameEn);
      expect(Number(row[6])).toBe(withEnglish.gwp100);
      expect(row[11]).toBe(
        lang === 'en' ? `${PORTAL()}/en/app/epd/${withEnglish.id}` : `${PORTAL()}/app/epd/${withEnglish.id}`,
      );
      for (const cells of rows) expect(cells).toHaveLength(12);
    }
  });

  test('the OpenAPI 3.1 document names the three endpoints and the openEPD schema', async ({ request }) => {
    const response = await request.get('/api/open/v1/openapi.json');
    expect(response.status()).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, { get: { parameters?: { name: string }[] } }>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: PORTAL() }]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/open/v1/epds', '/api/open/v1/epds/{id}', '/api/open/v1/epds.csv']),
    );
    expect(document.paths['/api/open/v1/epds.csv']!.get.parameters?.map((item) => item.name)).toContain(
      'lang',
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['OpenEpd', 'OpenEpdPage', 'Problem']),
    );
  });

  test('CORS from another origin in a real browser, the ETag answered 304, HEAD, 405', async ({
    page,
    request,
  }) => {
    const url = `${PORTAL()}/api/open/v1/epds?pageSize=1`;
    // The reference upstream is another origin (another host and port): a page there reads the API.
    await page.goto(`${UPSTREAM_URL()}/__dev/health`);
    const read = await page.evaluate(async (address) => {
      const first = await fetch(address, { cache: 'no-store' });
      const etag = first.headers.get('etag');
      const body = await first.json();
      // If-None-Match is not a CORS-safelisted header: the browser sends a preflight first.
      const again = await fetch(address, { cache: 'no-store', headers: { 'If-None-Match': etag ?? '' } });
      return { status: first.status, etag, total: body.meta.total, again: again.status };
    }, url);
    expect(read.status).toBe(200);
    expect(read.etag).toMatch(/^W\/".+"$/);
    expect(read.total).toBeGreaterThan(0);
    expect(read.again).toBe(304);

    const answer = await request.get(url, { headers: { origin: 'https://buyer.example.com' } });
    expect(answer.headers()['access-control-allow-origin']).toBe('*');
    expect(answer.headers()['access-control-allow-credentials']).toBeUndefined();
    expect(answer.headers()['cache-control']).toBe('public, max-age=60');
    const etag = answer.headers()['etag']!;
    const cached = await request.get(url, { headers: { 'if-none-match': etag } });
    expect(cached.status()).toBe(304);
    expect(cached.headers()['etag']).toBe(etag);

    const preflight = await request.fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://buyer.example.com',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');

    const head = await request.head(`${PORTAL()}/api/open/v1/epds.csv?lang=zh`);
    expect(head.status()).toBe(200);
    expect(head.headers()['content-disposition']).toMatch(/^attachment/);
    expect((await head.body()).length).toBe(0);

    const post = await request.post(url, { data: {}, headers: { origin: PORTAL() } });
    expect(post.status()).toBe(405);
    expect(post.headers()['allow']).toBe('GET, HEAD, OPTIONS');
  });

  test('a signed-in user gets the same bytes as a visitor: nothing of the session reaches the API', async ({
    playwright,
    request,
  }) => {
    const member = await playwright.request.newContext({ baseURL: PORTAL() });
    try {
      const login = await member.post('/api/dev/session', {
        data: { account: '13800138000' },
        headers: { origin: PORTAL() },
      });
      expect(login.status()).toBe(200);
      expect((await member.storageState()).cookies.length).toBeGreaterThan(0);
      const record = (await seeded())[0]!;
      for (const path of [
        '/api/open/v1/epds?sort=gwp',
        `/api/open/v1/epds/${record.id}`,
        '/api/open/v1/epds.csv?lang=zh',
      ]) {
        const [signedIn, visitor] = await Promise.all([member.get(path), request.get(path)]);
        expect(signedIn.status(), path).toBe(200);
        expect((await signedIn.body()).equals(await visitor.body()), path).toBe(true);
        expect(signedIn.headers()['etag']).toBe(visitor.headers()['etag']);
        expect(signedIn.headers()['set-cookie']).toBeUndefined();
      }
    } finally {
      await member.dispose();
    }
  });
});

test.describe('the open data API on a portal of its own', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  const LIMIT = 4;
  let portal: Started;
  let origin: string;

  test.beforeAll(async () => {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    portal = startPortalProcess({
      port,
      host: 'localhost',
      quiet: true,
      env: {
        UPSTREAM_URL: UPSTREAM_URL(),
        SESSION_PASSWORD: randomBytes(32).toString('base64url'),
        PUBLIC_ORIGIN: origin,
        PORTAL_DEV_OPS: '1',
        OPEN_API_RATE_LIMIT: String(LIMIT),
        EPD_INDEX_REFRESH_SECONDS: '3600',
        NEXT_TELEMETRY_DISABLED: '1',
      },
    });
    await waitForUrl(`${origin}/api/health/ready`, 90_000);
  });

  test.afterAll(async () => portal?.stop());

  test('a search of more than 10,000 declarations gives the first 10,000 and says so; past the limit, 429 with Retry-After', async ({
    request,
  }) => {
    const filled = await request.post(`${origin}/api/dev/declaration-index`, {
      data: { count: 10_050 },
      headers: { origin },
    });
    expect(filled.status(), await filled.text()).toBe(200);

    const csv = await request.get(`${origin}/api/open/v1/epds.csv`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['x-total-count']).toBe('10050');
    expect(csv.headers()['x-truncated']).toBe('true');
    const rows = readCsv((await csv.body()).subarray(3).toString('utf8'));
    expect(rows).toHaveLength(10_001);

    for (let i = 1; i < LIMIT; i += 1)
      expect((await request.get(`${origin}/api/open/v1/epds?page=${i}`)).status()).toBe(200);
    const refused = await request.get(`${origin}/api/open/v1/epds`);
    expect(refused.status()).toBe(429);
    const retryAfter = Number(refused.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers()['cache-control']).toBe('no-store');
    expect(await problemOf(refused)).toMatchObject({ status: 429, title: 'Too Many Requests' });
    // Every endpoint shares the client's allowance.
    expect((await request.get(`${origin}/api/open/v1/openapi.json`)).status()).toBe(429);
  });
});
