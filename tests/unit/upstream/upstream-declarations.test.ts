import { randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../upstream/seed/modules/declarations-data.ts';
import { readQrLabel } from './qr-reader.ts';
import type { TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

type Epd = {
  id: number;
  epdRegistrationNumber: string;
  productType: 'EPD' | 'CFP';
  productName: string;
  productNameEn: string | null;
  businessId: number;
  businessIdEn: number | null;
  companyName: string;
  companyNameEn: string;
  companyCode: string;
  productAddress: string;
  productAddressEn: string | null;
  pcrNumber: string;
  pcrProductName: string;
  gwp100: number;
  epdExpirationDate: string;
  cnAttachmentId: number;
  enAttachmentId: number | null;
  isDataStubs: number;
  dataStubsTxhash: string | null;
  dataStubsBlocktime: string | null;
  isReportStubs: number;
  reportStubsTxhash: string | null;
  publishTime: string;
};
type EpdPage = { list: Epd[]; totals: number; pageSize: number; pageNum: number };
type Pcr = { id: number; pcrNumber: string; productName: string; enProductName: string; author: string };

// Seeded ids the README promises (upstream/README.md, "Seeded declarations").
const PUBLISHED = 29;
const EXPIRED = [6, 11, 17];
const CHINESE_ONLY = [6, 10, 20, 25, 26];
const WITHDRAWN = 28;

let upstream: TestUpstream;
let token: string;
const temp = makeTempDir();

beforeAll(async () => {
  upstream = await startTestUpstream(temp.dir);
  token = issueToken(upstream.dbPath);
});

afterAll(async () => {
  await upstream.close();
  temp.remove();
});

// A session token written straight into the tokens table (user 1 is the Baosteel demo account).
function issueToken(dbPath: string): string {
  const db = new DatabaseSync(dbPath, { timeout: 5000 });
  try {
    const value = randomBytes(18).toString('base64url');
    db.prepare('INSERT INTO tokens (token, user_id, expires_at) VALUES (?, ?, ?)').run(
      value,
      1,
      Date.now() + 3_600_000,
    );
    return value;
  } finally {
    db.close();
  }
}

const search = (body: Record<string, unknown>, language: 'zh-CN' | 'en' = 'zh-CN') =>
  upstream.postJson<EpdPage>('/p/epd/page', { pageNum: 1, pageSize: 4, ...body }, { language });

async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const task = getDocument({ data: bytes });
  const document = await task.promise;
  let text = '';
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  const pages = document.numPages;
  await task.destroy();
  return { pages, text };
}

describe('EPD search (POST /p/epd/page)', () => {
  it('pages every published declaration, newest first, for visitors', async () => {
    const first = await search({});
    expect(first.code).toBe(1);
    expect(first.data).toMatchObject({ totals: PUBLISHED, pageSize: 4, pageNum: 1 });
    expect(first.data.list).toHaveLength(4);
    expect(first.data.list[0]?.id).toBe(27);

    const all = await search({ pageSize: 100 });
    const times = all.data.list.map((epd) => epd.publishTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.data.list.map((epd) => epd.id)).not.toContain(WITHDRAWN);

    const last = await search({ pageNum: 8 });
    expect(last.data.list.map((epd) => epd.id)).toEqual(all.data.list.slice(28).map((epd) => epd.id));
  });

  it('matches the keyword against number, product names and company names', async () => {
    expect((await search({ epdKeyword: 'EPD-CN-2025-0019' })).data.list.map((epd) => epd.id)).toEqual([19]);
    expect((await search({ epdKeyword: '钢筋', pageSize: 10 })).data.totals).toBe(4);
    expect((await search({ epdKeyword: 'rebar' })).data.totals).toBe(0);
    expect((await search({ epdKeyword: 'ribbed bar', pageSize: 10 })).data.list.map((epd) => epd.id)).toEqual(
      [27, 9, 8],
    );
    expect((await search({ epdKeyword: 'Shagang', pageSize: 10 })).data.totals).toBe(4);
    expect((await search({ epdKeyword: '100%_' })).data.totals).toBe(0);
  });

  it('filters by company, PCR and dates; empty filters are ignored', async () => {
    const baosteel = await search({ companyCode: '91310113790459990C', pageSize: 10 });
    expect(baosteel.data.list.map((epd) => epd.id)).toEqual([4, 3, 2, 1]);
    expect((await search({ companyName: '南京钢铁' })).data.totals).toBe(3);
    const rebar = await search({ pcrNumber: 'PCR-CN-2024-002', pageSize: 10 });
    expect(rebar.data.list.every((epd) => epd.pcrNumber === 'PCR-CN-2024-002')).toBe(true);
    expect(rebar.data.totals).toBe(4);
    const empty = await search({ companyName: '', companyCode: null, pcrNumber: '', epdKeyword: '' });
    expect(empty.data.totals).toBe(PUBLISHED);

    const validToday = await search({ epdValidTime: '2026-11-22', pageSize: 100 });
    expect(validToday.data.totals).toBe(PUBLISHED - EXPIRED.length);
    expect(validToday.data.list.map((epd) => epd.id)).not.toEqual(expect.arrayContaining([EXPIRED[0]]));
    const recent = await search({ epdEffectiveDate: '2026-08-01', pageSize: 10 });
    expect(recent.data.list.map((epd) => epd.id)).toEqual([27, 4, 26]);

    const bad = await search({ epdValidTime: '22/11/2026' });
    expect(bad.code).toBe(400);
  });

  it('answers the public EPD fields, with chain proofs where anchored', async () => {
    const [epd] = (await search({ epdKeyword: 'EPD-CN-2025-0001' })).data.list;
    expect(epd).toMatchObject({
      id: 1,
      productType: 'EPD',
      productName: '热轧钢卷 Q355B',
      productNameEn: 'Hot-rolled coil Q355B',
      companyName: '宝山钢铁股份有限公司',
      companyNameEn: 'Baoshan Iron & Steel Co., Ltd.',
      companyCode: '91310113790459990C',
      pcrNumber: 'PCR-CN-2024-001',
      pcrProductName: '热轧钢板及钢带',
      gwp100: 2136.4,
      isDataStubs: 3,
      isReportStubs: 3,
    });
    expect(epd?.dataStubsTxhash).toMatch(/^[0-9a-f]{64}$/);
    expect(epd?.dataStubsBlocktime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(epd?.businessId).toBe(epd?.cnAttachmentId);

    const plain = (await search({ epdKeyword: 'EPD-CN-2025-0003' })).data.list[0];
    expect(plain).toMatchObject({ isDataStubs: 0, dataStubsTxhash: null, isReportStubs: 0 });
  });
});

describe('EPD detail (GET /n/epd/{id})', () => {
  it('serves the mobile product page in both languages', async () => {
    const zh = await upstream.getJson<Epd>('/n/epd/4');
    expect(zh.code).toBe(1);
    expect(zh.data).toMatchObject({
      epdRegistrationNumber: 'CFP-CN-2026-0004',
      productType: 'CFP',
      productName: '氢基竖炉低碳热轧钢卷',
      productAddress: '广东省湛江市东海岛宝钢湛江钢铁基地',
      pcrProductName: '热轧钢板及钢带',
    });
    expect(zh.data.gwp100).toBeLessThan(1000);
    const en = await upstream.getJson<Epd>('/n/epd/4', { language: 'en' });
    expect(en.data.productNameEn).toBe('Low-carbon hot-rolled coil from hydrogen-based shaft furnace DRI');
    expect(en.data.pcrProductName).toBe('Hot-rolled steel plate, sheet and strip');
  });

  it('has no English name or report for Chinese-only declarations', async () => {
    for (const id of CHINESE_ONLY) {
      const { data } = await upstream.getJson<Epd>(`/n/epd/${id}`, { language: 'en' });
      expect(data).toMatchObject({ productNameEn: null, enAttachmentId: null, businessIdEn: null });
    }
  });

  it('keeps expired declarations visible with their expiry date', async () => {
    const { data } = await upstream.getJson<Epd>('/n/epd/17');
    expect(data.epdExpirationDate).toBe('2026-11-21');
  });

  it('answers code 0 with HTTP 200 for an unknown, malformed or withdrawn id', async () => {
    for (const id of ['9999', 'abc', '0', String(WITHDRAWN)]) {
      const response = await upstream.get(`/n/epd/${id}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ code: 0, data: null, message: 'EPD not found' });
    }
  });

  it('withdraws a declaration through the dev operation', async () => {
    expect((await upstream.getJson('/n/epd/27')).code).toBe(1);
    const withdrawn = await upstream.postJson('/__dev/epd/27/withdraw', {});
    expect(withdrawn).toEqual({ code: 1, data: { id: 27, withdrawn: true }, message: 'success' });
    expect(await upstream.getJson('/n/epd/27')).toEqual({ code: 0, data: null, message: 'EPD not found' });
    expect((await search({})).data.totals).toBe(PUBLISHED - 1);
    expect((await upstream.postJson('/__dev/epd/9999/withdraw', {})).code).toBe(0);
  });
});

describe('filter lists and PCR search', () => {
  it('lists the companies that have published declarations, localised', async () => {
    const zh = await upstream.getJson<{ companyCode: string; companyName: string }[]>('/p/company/list');
    expect(zh.data).toHaveLength(9);
    expect(zh.data[0]).toEqual({ companyCode: '91310113790459990C', companyName: '宝山钢铁股份有限公司' });
    expect(zh.data.map((company) => company.companyName)).not.toContain('马鞍山钢铁股份有限公司');
    const en = await upstream.getJson<{ companyName: string }[]>('/p/company/list', { language: 'en' });
    expect(en.data[0]?.companyName).toBe('Baoshan Iron & Steel Co., Ltd.');
  });

  it('lists every PCR and searches them', async () => {
    const list =
      await upstream.getJson<{ pcrNumber: string; productName: string; enProductName: string }[]>(
        '/p/pcr/list',
      );
    expect(list.data.length).toBeGreaterThanOrEqual(6);
    expect(list.data[0]).toEqual({
      pcrNumber: 'PCR-CN-2024-001',
      productName: '热轧钢板及钢带',
      enProductName: 'Hot-rolled steel plate, sheet and strip',
      id: 1,
    });

    const page = await upstream.postJson<{ list: Pcr[]; totals: number }>('/p/pcr/page', {
      pageNum: 1,
      pageSize: 4,
    });
    expect(page.data.totals).toBe(list.data.length);
    expect(page.data.list).toHaveLength(4);
    const pipes = await upstream.postJson<{ list: Pcr[]; totals: number }>(
      '/p/pcr/page',
      { pcrKeyword: 'tubes', pageNum: 1, pageSize: 4 },
      { language: 'en' },
    );
    expect(pipes.data.list.map((pcr) => pcr.pcrNumber)).toEqual(['PCR-CN-2025-006']);
    expect(pipes.data.list[0]?.author).toMatch(/^Platform PCR Technical Committee/);
    const byNumber = await upstream.postJson<{ list: Pcr[] }>('/p/pcr/page', {
      pcrNumber: 'PCR-CN-2024-003',
      pcrKeyword: '',
      pageNum: 1,
      pageSize: 4,
    });
    expect(byNumber.data.list.map((pcr) => pcr.productName)).toEqual(['中厚钢板']);
  });

  it('seeds unified social credit codes with valid check characters', () => {
    for (const company of companies) expect(isValidCreditCode(company.code), company.code).toBe(true);
  });
});

describe('downloads', () => {
  it('refuses visitors with 401', async () => {
    const { data } = await upstream.getJson<Epd>('/n/epd/1');
    for (const path of [
      `/p/attachment/download/business/EPD/${data.cnAttachmentId}`,
      '/p/attachment/download/epd/EPD-CN-2025-0001',
      `/p/epd/download/${data.businessId}`,
      '/p/get/qr/attachment/1',
    ]) {
      const response = await upstream.get(path);
      expect(response.status, path).toBe(401);
      expect((await response.json()).code).toBe(401);
    }
  });

  it('streams a multi-page bilingual report whose text carries the registration number', async () => {
    const { data } = await upstream.getJson<Epd>('/n/epd/8');
    const response = await upstream.get(`/p/attachment/download/business/EPD/${data.cnAttachmentId}`, {
      token,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''EPD-CN-2025-0008%20/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(bytes.byteLength).toBeLessThan(200_000);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(3);

    const { pages, text } = await pdfText(bytes);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(text).toContain('EPD-CN-2025-0008');
    expect(text).toContain('环境产品声明');
    expect(text).toContain('Environmental Product Declaration');
    expect(text).toContain('江苏沙钢集团有限公司');
  });

  it('serves the report by registration number in the request language, and by business id', async () => {
    const { data } = await upstream.getJson<Epd>('/n/epd/1');
    const zh = await upstream.get('/p/attachment/download/epd/EPD-CN-2025-0001', { token });
    expect(zh.headers.get('content-disposition')).toContain(encodeURIComponent('环境产品声明'));
    const en = await upstream.get('/p/attachment/download/epd/EPD-CN-2025-0001', { token, language: 'en' });
    expect(en.headers.get('content-disposition')).toContain(
      'filename="EPD-CN-2025-0001 Hot-rolled coil Q355B EPD.pdf"',
    );
    const chineseOnly = await upstream.get('/p/attachment/download/epd/EPD-CN-2025-0010', {
      token,
      language: 'en',
    });
    expect(chineseOnly.status).toBe(200);
    await Promise.all([zh.arrayBuffer(), en.arrayBuffer(), chineseOnly.arrayBuffer()]);

    const byBusinessId = await upstream.get(`/p/epd/download/${data.businessIdEn}`, { token });
    expect(byBusinessId.status).toBe(200);
    expect(byBusinessId.headers.get('content-type')).toBe('application/pdf');
    await byBusinessId.arrayBuffer();
    expect((await upstream.get('/p/attachment/download/epd/EPD-CN-2099-0001', { token })).status).toBe(404);
  });

  it('serves PCR documents only through the PCR route', async () => {
    const page = await upstream.postJson<{
      list: (Pcr & { attachmentId: number; enAttachmentId: number })[];
    }>('/p/pcr/page', { pcrNumber: 'PCR-CN-2024-001', pageNum: 1, pageSize: 1 });
    const pcr = page.data.list[0];
    const response = await upstream.get(`/p/attachment/download/business/PCR/${pcr?.enAttachmentId}`, {
      token,
    });
    expect(response.status).toBe(200);
    const { text } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('PCR-CN-2024-001');

    const { data } = await upstream.getJson<Epd>('/n/epd/1');
    const crossed = await upstream.get(`/p/attachment/download/business/PCR/${data.cnAttachmentId}`, {
      token,
    });
    expect(crossed.status).toBe(404);
    const crossedBack = await upstream.get(`/p/attachment/download/business/EPD/${pcr?.attachmentId}`, {
      token,
    });
    expect(crossedBack.status).toBe(404);
  });

  it('no longer serves the reports of a withdrawn declaration', async () => {
    const db = new DatabaseSync(upstream.dbPath, { readOnly: true });
    const row = db.prepare('SELECT cn_attachment_id AS id FROM epds WHERE id = ?').get(WITHDRAWN) as {
      id: number;
    };
    db.close();
    const response = await upstream.get(`/p/attachment/download/business/EPD/${row.id}`, { token });
    expect(response.status).toBe(404);
  });
});

describe('QR codes and settings', () => {
  it('shows the QR button setting', async () => {
    const setting = await upstream.getJson('/p/system/setting/qrShow');
    expect(setting).toEqual({
      code: 1,
      data: { fieldKey: 'qrShow', fieldValue: 'true' },
      message: 'success',
    });
    expect((await upstream.getJson('/p/system/setting/nope')).code).toBe(0);
  });

  it('draws a PNG label once per declaration and serves it', async () => {
    const first = await upstream.getJson<{ attachmentId: number }>('/p/get/qr/attachment/2', { token });
    expect(first.code).toBe(1);
    const again = await upstream.getJson<{ attachmentId: number }>('/p/get/qr/attachment/2', { token });
    expect(again.data.attachmentId).toBe(first.data.attachmentId);
    const image = await upstream.get(`/n/attachment/online/${first.data.attachmentId}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The code on the label reads back as the product page of declaration 2.
    expect((await readQrLabel(bytes)).text).toBe('http://localhost:3000/app/epd/2');
    expect((await upstream.getJson('/p/get/qr/attachment/9999', { token })).code).toBe(0);
  });
});

describe('access records', () => {
  it('records a visit of the product page', async () => {
    const recorded = await upstream.postJson('/n/access/records/create', {
      userId: '',
      userCode: null,
      accessPage: '/app/epd/1',
      accessData: { epdId: 1 },
    });
    expect(recorded).toEqual({ code: 1, data: null, message: 'success' });
    expect((await upstream.postJson('/n/access/records/create', { accessData: '1' })).code).toBe(400);
    const db = new DatabaseSync(upstream.dbPath, { readOnly: true });
    const row = db.prepare('SELECT access_page AS page, access_data AS data FROM access_records').get();
    db.close();
    expect(row).toEqual({ page: '/app/epd/1', data: '{"epdId":1}' });
  });
});

describe('seeding', () => {
  it('does not seed twice: a restart keeps the same declarations and files', async () => {
    const counts = (): Record<string, number> => {
      const db = new DatabaseSync(upstream.dbPath, { readOnly: true });
      try {
        return Object.fromEntries(
          ['epds', 'pcrs', 'companies', 'news', 'announcements', 'resources', 'attachments'].map((table) => [
            table,
            (db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get() as { count: number }).count,
          ]),
        );
      } finally {
        db.close();
      }
    };
    const before = counts();
    await upstream.close();
    upstream = await startTestUpstream(temp.dir);
    expect(counts()).toEqual(before);
    expect((await upstream.getJson('/n/epd/1')).code).toBe(1);
  });
});

// GB 32100-2015: the 18th character checks the first 17 (weights 3^i mod 31).
function isValidCreditCode(code: string): boolean {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += (alphabet.indexOf(code[index] ?? '') * 3 ** index) % 31;
  return alphabet[(31 - (sum % 31)) % 31] === code[17];
}
