import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UpstreamEnv } from '../../../upstream/context.ts';
import { answerError } from '../../../upstream/http/errors.ts';
import type { TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

type MenuEntry = { menuName: string; url: string; code: string; children: MenuEntry[] };

let upstream: TestUpstream;
const temp = makeTempDir();

beforeAll(async () => {
  upstream = await startTestUpstream(temp.dir);
});

afterAll(async () => {
  await upstream.close();
  temp.remove();
});

describe('menu', () => {
  it('wraps the menu in one root entry, in the platform order, in Chinese', async () => {
    const answer = await upstream.getJson<MenuEntry[]>('/n/menu/all', { language: 'zh-CN' });
    expect(answer).toMatchObject({ code: 1, message: 'success' });
    expect(answer.data).toHaveLength(1);
    const root = answer.data[0];
    expect(root).toMatchObject({ menuName: 'root', url: '/', code: 'ROOT' });

    const top = root?.children ?? [];
    expect(top.map((entry) => entry.url)).toEqual([
      '/',
      '/register',
      '/logins',
      '/Epd',
      '/Pcr',
      '/lcaTools',
      '/dtpfg/dtpfgApplyFor',
      '/news',
      '/NoticeInformationPage',
      '/resources',
      '/about',
      '/thirdAgency',
    ]);
    expect(top[0]?.menuName).toBe('首页');
    // accounts.md 2.1: signed in, the portal leaves out entries 2 and 3, which only a visitor needs.
    expect(top.slice(1, 3).map((entry) => [entry.code, entry.menuName])).toEqual([
      ['JOIN', '加入平台'],
      ['SIGN_IN', '登录'],
    ]);
    expect(top.find((entry) => entry.code === 'EPD')?.children.map((entry) => entry.url)).toEqual([
      '/Epd',
      '/epd/epdSearch',
      '/epd/mineEpd',
      '/epd/verification',
    ]);
    expect(top.find((entry) => entry.code === 'PCR')?.children.map((entry) => entry.url)).toEqual([
      '/Pcr',
      '/pcr/pcrSearch',
      '/Pcr/pcrApplyFor',
      '/Pcr/minePcr',
      '/Pcr/lca',
      '/gpi',
    ]);
    expect(top.find((entry) => entry.code === 'ABOUT')?.children.map((entry) => entry.url)).toEqual([
      '/about',
      '/service',
      '/pricing',
      '/Links',
      '/Feedback',
    ]);
    for (const entry of top) {
      expect(entry).toEqual({
        menuName: expect.any(String),
        url: expect.any(String),
        code: expect.any(String),
        children: expect.any(Array),
      });
    }
  });

  it('answers the same menu in English for an English request', async () => {
    const zh = await upstream.getJson<MenuEntry[]>('/n/menu/all', { language: 'zh-CN' });
    const en = await upstream.getJson<MenuEntry[]>('/n/menu/all', { language: 'en' });
    const codes = (answer: typeof zh) => answer.data[0]?.children.map((entry) => entry.code);
    expect(codes(en)).toEqual(codes(zh));
    const names = en.data[0]?.children.map((entry) => entry.menuName) ?? [];
    expect(names.slice(0, 4)).toEqual(['Home', 'Join the platform', 'Log in', 'EPD']);
    expect(names).toContain('News');
    for (const name of names) expect(name).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

type Upstream = Awaited<ReturnType<typeof startTestUpstream>>;

/**
 * A database as an older reference upstream left it: seeded, then put back by `sql` (which also
 * forgets the seed module under test), and started again. `check` gets the restarted upstream and
 * the database file.
 */
async function startedAgainAfter(
  sql: string,
  check: (upstream: Upstream, dbPath: string) => Promise<void>,
): Promise<void> {
  const old = makeTempDir();
  try {
    const first = await startTestUpstream(old.dir);
    await first.close();
    const db = new DatabaseSync(first.dbPath);
    db.exec(sql);
    db.close();
    const second = await startTestUpstream(old.dir);
    try {
      await check(second, first.dbPath);
    } finally {
      await second.close();
    }
  } finally {
    old.remove();
  }
}

describe('menu of a database seeded before the visitor entries', () => {
  it('gains them as entries 2 and 3 on the next start, the others moving down', async () => {
    // Back to how such a database looked: no visitor entries, sorts 1…10, module not run.
    await startedAgainAfter(
      `DELETE FROM menu_items WHERE code IN ('JOIN', 'SIGN_IN');
       UPDATE menu_items SET sort = sort - 2 WHERE parent_id IS NULL AND sort > 3;
       DELETE FROM seed_runs WHERE name = 'menu-visitor-entries';`,
      async (second) => {
        const answer = await second.getJson<MenuEntry[]>('/n/menu/all');
        const codes = answer.data[0]?.children.map((entry) => entry.code) ?? [];
        expect(codes.slice(0, 5)).toEqual(['HOME', 'JOIN', 'SIGN_IN', 'EPD', 'PCR']);
        expect(codes).toHaveLength(12);
      },
    );
  });
});

describe('names of a database seeded before the wording review (wording-2026-11)', () => {
  it('are renamed on the next start: the menu and the preliminary report template', async () => {
    await startedAgainAfter(
      `UPDATE menu_items SET name_en = 'EPD verification' WHERE code = 'EPD_VERIFICATION';
       UPDATE menu_items SET name_zh = '通用编制说明（GPI）' WHERE code = 'GPI';
       UPDATE menu_items SET name_zh = '低碳钢申请', name_en = 'Low-carbon steel application' WHERE code = 'LOW_CARBON_STEEL_APPLY';
       UPDATE application_templates SET name = 'EPD 预备报告模板' WHERE code = 'EPD_SPARE_TEMPLATE' AND i18n = 'zh-CN';
       DELETE FROM seed_runs WHERE name = 'wording-2026-11';`,
      async (_second, dbPath) => {
        const after = new DatabaseSync(dbPath);
        try {
          const names = (code: string) =>
            after.prepare('SELECT name_zh, name_en FROM menu_items WHERE code = ?').get(code);
          expect(names('EPD_VERIFICATION')).toEqual({
            name_zh: 'EPD 核验',
            name_en: 'EPD authenticity check',
          });
          expect(names('GPI')).toMatchObject({ name_zh: '通用编制规则（GPI）' });
          expect(names('LOW_CARBON_STEEL_APPLY')).toEqual({
            name_zh: '低碳钢评价',
            name_en: 'Low-carbon steel evaluation',
          });
          expect(
            after
              .prepare(
                "SELECT name FROM application_templates WHERE code = 'EPD_SPARE_TEMPLATE' ORDER BY i18n",
              )
              .all(),
          ).toEqual([{ name: 'Preliminary EPD report template' }, { name: 'EPD 初步报告模板' }]);
        } finally {
          after.close();
        }
      },
    );
  });
});

describe('texts', () => {
  it('lists the footer texts in the request language', async () => {
    type Text = { textCode: string; textValue: string };
    const zh = await upstream.getJson<Text[]>('/n/text/all');
    const en = await upstream.getJson<Text[]>('/n/text/all', { language: 'en' });
    const value = (texts: Text[], code: string) => texts.find((text) => text.textCode === code)?.textValue;

    expect(zh.code).toBe(1);
    for (const code of ['FOOTER_ICP', 'FOOTER_PSB', 'FOOTER_COPYRIGHT', 'HOTLINE', 'PLATFORM_NAME']) {
      expect(value(zh.data, code)).toBeTruthy();
    }
    expect(value(zh.data, 'HOTLINE')).toBe('021-96169');
    expect(value(zh.data, 'FOOTER_ICP')).toMatch(/^沪ICP备\d+号-\d$/);
    expect(value(zh.data, 'PLATFORM_NAME')).toMatch(/[\u4e00-\u9fff]/);
    expect(value(en.data, 'PLATFORM_NAME')).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('page views', () => {
  it("counts a visit and answers today's page views and unique visitors", async () => {
    const visitor = randomUUID();
    type Totals = { pv: number; uv: number };
    const first = await upstream.postJson<Totals>('/n/pvuv/count', { visitorId: visitor, page: '/' });
    const second = await upstream.postJson<Totals>('/n/pvuv/count', { visitorId: visitor, page: '/news' });
    const other = await upstream.postJson<Totals>('/n/pvuv/count', { visitorId: randomUUID(), page: '/' });

    expect(first).toMatchObject({ code: 1, data: { pv: 1, uv: 1 } });
    expect(second.data).toEqual({ pv: 2, uv: 1 });
    expect(other.data).toEqual({ pv: 3, uv: 2 });
  });

  it('answers code 400 with HTTP 200 for a body that fails validation', async () => {
    const response = await upstream.post('/n/pvuv/count', { visitorId: 'not-a-uuid' });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { code: number; data: unknown; message: string };
    expect(answer).toMatchObject({ code: 400, data: null });
    expect(answer.message).toContain('visitorId');
    expect(answer.message).toContain('page');
  });

  it('answers code 400 for a body that is not JSON', async () => {
    const response = await upstream.post('/n/pvuv/count', '{not json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 400, data: null, message: 'Request body must be JSON' });
  });
});

describe('unknown calls and errors', () => {
  it('answers an unknown path with a 404 envelope naming the call', async () => {
    const response = await upstream.get('/n/no/such/call');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 404,
      data: null,
      message: 'Request path not found: GET /n/no/such/call',
    });
  });

  it('answers a known path with the wrong method as unknown', async () => {
    const response = await upstream.post('/n/menu/all', {});
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      code: 404,
      message: 'Request path not found: POST /n/menu/all',
    });
  });

  it('answers a thrown error with a 500 envelope and no stack trace', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const app = new Hono<UpstreamEnv>();
      app.get('/boom', () => {
        throw new Error('database file is locked at /secret/path');
      });
      app.onError(answerError);
      const response = await app.request('/boom');
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ code: 500, data: null, message: 'Internal server error' });
      expect(body).not.toContain('secret');
      expect(stderr).toHaveBeenCalledWith(expect.stringContaining('database file is locked'));
    } finally {
      stderr.mockRestore();
    }
  });
});

describe('tokens on /p/* calls', () => {
  it('serves a visitor, accepts a valid token, and refuses an unknown or expired one with 401', async () => {
    const db = new DatabaseSync(upstream.dbPath);
    try {
      const insert = db.prepare('INSERT INTO tokens (token, user_id, expires_at) VALUES (?, ?, ?)');
      insert.run('valid-token', 7, Date.now() + 86_400_000);
      insert.run('expired-token', 7, Date.now() - 1000);
    } finally {
      db.close();
    }

    const visitor = await upstream.get('/p/dict/list/COMPANY_TYPE');
    expect(visitor.status).toBe(200);
    const signedIn = await upstream.get('/p/dict/list/COMPANY_TYPE', { token: 'valid-token' });
    expect(signedIn.status).toBe(200);

    for (const token of ['no-such-token', 'expired-token']) {
      const response = await upstream.get('/p/dict/list/COMPANY_TYPE', { token });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 401, data: null, message: 'Unauthorized' });
    }
  });
});

describe('dev operations', () => {
  it('answers /__dev/health when dev operations are on', async () => {
    const response = await upstream.get('/__dev/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 1, data: { ok: true }, message: 'success' });
  });
});
