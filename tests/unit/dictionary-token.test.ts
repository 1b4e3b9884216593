import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '@/lib/errors/domain-error';

/**
 * Review item 7 against a scripted upstream: the `/p/` dictionaries of the supplement and
 * registration-correction forms carry the signed-in user's token and are fetched per request (a
 * platform may refuse `/p/` without it); the supplement form reaches upstream with the item ids
 * accounts.md 3 names ("productTypeHierarchy (JSON list of industry ids)"), not the item codes.
 */
type Seen = { url: string; authorization: string | undefined; body: unknown };
let seen: Seen[] = [];
let server: Server;

const item = (id: number, itemCode: string, childrens: unknown[] = []) => ({
  id,
  itemCode,
  itemValue: itemCode.toLowerCase(),
  childrens,
});
const trees: Record<string, unknown> = {
  '/api/p/dict/tree/INDUSTRY_CLASSIFICATION': [
    item(501, 'STEEL', [item(502, 'STEEL_LONG'), item(503, 'STEEL_FLAT')]),
    item(599, 'OTHER'),
  ],
  '/api/p/dict/tree/CHANNEL_CLASSIFICATION': [
    item(401, 'SEARCH_ENGINE', [item(402, 'BAIDU')]),
    item(411, 'REFERRAL'),
  ],
  '/api/p/dict/list/COMPANY_TYPE': [item(1, '1'), item(2, '2')],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      seen.push({ url, authorization: req.headers.authorization, body: raw ? JSON.parse(raw) : undefined });
      let data: unknown = trees[url] ?? null;
      if (url === '/api/p/user/name/update') data = { id: 7, userName: 'n', userAccount: '13900139000' };
      if (url === '/api/p/user/refresh/token') data = { tokenVO: { token: 'fresh-token-0123456789' } };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 1, data, message: 'success' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  process.env.SESSION_PASSWORD = 'p'.repeat(40);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

const token = 't'.repeat(32);
const signedIn = { locale: 'zh' as const, token, user: { id: 7, userAccount: '13900139000' } as never };

describe('dictionaries for a signed-in user', () => {
  it("the supplement form's /p/ dictionaries carry the token, on every request (not cached)", async () => {
    const { supplementChoices } = await import('@/lib/accounts/server/form-choices');
    const first = await supplementChoices(signedIn);
    await supplementChoices(signedIn);
    expect(first.industries?.[0]).toMatchObject({
      value: 'STEEL',
      children: [{ value: 'STEEL_LONG' }, { value: 'STEEL_FLAT' }],
    });
    expect(seen.map((request) => request.url).sort()).toEqual(
      [
        '/api/p/dict/list/COMPANY_TYPE',
        '/api/p/dict/tree/CHANNEL_CLASSIFICATION',
        '/api/p/dict/tree/INDUSTRY_CLASSIFICATION',
      ].flatMap((url) => [url, url]),
    );
    for (const request of seen) expect(request.authorization).toBe(token);
  });

  it("the BFF's dictionary endpoint does the same for a signed-in caller", async () => {
    const { loadDictionary } = await import('@/lib/site/server/dictionaries');
    await loadDictionary('protectedList', 'COMPANY_TYPE', signedIn);
    expect(seen).toEqual([{ url: '/api/p/dict/list/COMPANY_TYPE', authorization: token, body: undefined }]);
  });
});

describe('the supplement form upstream', () => {
  const form = {
    companyName: '青岛海湾钢结构',
    companyType: '2',
    contactName: '王工',
    otherIndustry: '',
    need: '',
    department: '',
    jobTitle: '',
    otherChannel: '',
  };

  it('sends the ids of the chosen industry and channel items, and the industry ids as productTypeHierarchy', async () => {
    const { supplementCompanyInformation } = await import('@/lib/accounts/server/supplement');
    const fresh = await supplementCompanyInformation(signedIn, {
      ...form,
      industry: 'STEEL',
      productType: 'STEEL_FLAT',
      channel: 'REFERRAL',
    });
    expect(fresh).toBe('fresh-token-0123456789');
    const update = seen.find((request) => request.url === '/api/p/user/name/update');
    expect(update?.authorization).toBe(token);
    expect(update?.body).toMatchObject({
      iprofessionId: '501',
      professionId: '503',
      productTypeHierarchy: '[501,503]',
      channelId: '411',
    });
    expect(update?.body).not.toHaveProperty('newchannelId');
    // The portal's names become the platform's on the way out, and only there.
    expect(update?.body).toMatchObject({ userName: '青岛海湾钢结构', companyType: '2', contacts: '王工' });
    expect(update?.body).not.toHaveProperty('companyName');
    expect(update?.body).not.toHaveProperty('industry');
  });

  it('a code the offered tree does not hold is bad input on its field, and nothing is saved', async () => {
    const { supplementCompanyInformation } = await import('@/lib/accounts/server/supplement');
    const error = await supplementCompanyInformation(signedIn, {
      ...form,
      industry: 'STEEL',
      productType: 'BAIDU',
      channel: 'REFERRAL',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).fields).toEqual({ productType: { key: 'invalid' } });
    expect(seen.some((request) => request.url === '/api/p/user/name/update')).toBe(false);
  });
});
