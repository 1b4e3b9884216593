import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeAddress } from '../../../upstream/accounts/regions.ts';
import { devSession } from './account-helpers.ts';
import { tinyPdf, uploadFile } from './upload-helpers.ts';
import type { Envelope, Language, TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

// The reference upstream's data as a bilingual product page, a contract dialog and a chain proof
// read them: one language per field, addresses without a repeated level, anchors after the
// application they anchor (business.md 3, "EPD (public)" and "Mobile product page data").

type ListItem = {
  id: number;
  productName: string;
  applyTime: string;
  publishStatus: number;
  publishTime: string | null;
  lcaCorrectionNote: string | null;
};
type Epd = {
  id: number;
  productAddress: string | null;
  productAddressEn: string | null;
  dataStubsBlocktime: string | null;
  reportStubsBlocktime: string | null;
};
type Contract = { id: number; contractAttachmentVO: { name: string; attachmentId: number } | null };
type Quote = { id: number; attachmentName: string | null; attachmentPdfId: number | null };

const BAOSTEEL = '13800138000';
const AGENCY = '13700137000';
const HAN = /[\u3400-\u9fff]/u;

let upstream: TestUpstream;
const temp = makeTempDir();

beforeAll(async () => {
  upstream = await startTestUpstream(temp.dir);
}, 120_000);

afterAll(async () => {
  await upstream.close();
  temp.remove();
});

async function uploaded(token: string, bytes: Uint8Array, fileName: string): Promise<number> {
  const answer = await uploadFile(upstream, token, bytes, fileName, 'LCA');
  expect(answer.code).toBe(1);
  return answer.data.id;
}

async function dev(path: string, body: unknown = {}): Promise<Envelope<ListItem & { epdIds?: number[] }>> {
  return upstream.postJson(`/__dev/applications/${path}`, body);
}

async function listed(token: string, id: number): Promise<ListItem> {
  const answer = await upstream.getJson<ListItem[]>('/n/carbon/list', { token });
  const found = answer.data.find((item) => item.id === id);
  if (!found) throw new Error(`Application ${id} is not listed`);
  return found;
}

/** A CFP application of `token`'s company taken to a signed contract; answers its id. */
async function signedApplication(token: string, productName: string): Promise<number> {
  const lca = await uploaded(token, await tinyPdf('CFP report'), '碳足迹报告.pdf');
  const saved = await upstream.postJson<{ id: number }>(
    '/p/apply/for/save',
    {
      apply: { pcrNumber: 'PCR-CN-2025-006' },
      epd: [{ productType: 'CFP', productName, lcaAttachmentId: lca }],
    },
    { token },
  );
  expect(saved.code).toBe(1);
  const id = saved.data.id;
  expect((await dev(`${id}/quote`)).code).toBe(1);
  const quote = await upstream.postJson<Quote>('/p/price/info', { id }, { token });
  expect((await upstream.postJson('/p/price/confirm', { id: quote.data.id }, { token })).code).toBe(1);
  const contract = await dev(`${id}/contract`);
  expect(contract.code).toBe(1);
  const info = await upstream.postJson<Contract>('/p/contract/info', { id }, { token });
  expect(
    (await upstream.postJson('/p/contract/confirm', { applyId: id, id: info.data.id }, { token })).code,
  ).toBe(1);
  return id;
}

async function epd(id: number, language: Language): Promise<Epd> {
  const answer = await upstream.getJson<Epd>(`/n/epd/${id}`, { language });
  expect(answer.code).toBe(1);
  return answer.data;
}

describe('an address names each region level once', () => {
  it('drops a province or city the street already starts with, and a municipality named twice', () => {
    expect(composeAddress(['江苏省', '苏州市'], '苏州市工业园区星湖街328号')).toBe(
      '江苏省苏州市工业园区星湖街328号',
    );
    expect(composeAddress(['江苏省', '苏州市'], '江苏省苏州市张家港市锦丰镇')).toBe(
      '江苏省苏州市张家港市锦丰镇',
    );
    expect(composeAddress(['江苏省', '苏州市'], '张家港市锦丰镇')).toBe('江苏省苏州市张家港市锦丰镇');
    expect(composeAddress(['上海市', '上海市'], '浦东新区张江路665号')).toBe('上海市浦东新区张江路665号');
    expect(composeAddress(['上海市', null], '上海市浦东新区张江路665号')).toBe('上海市浦东新区张江路665号');
  });
});

describe('publishing for a company whose address the platform knows in Chinese only', () => {
  it('keeps the city once and leaves the English address empty unless the back office gives one', async () => {
    const token = (await devSession(upstream, AGENCY)).tokenVO.token;
    const user = await upstream.getJson<{ id: number }>(`/__dev/users/${AGENCY}`);
    // The authentication form's address typed under 江苏省 / 苏州市, starting with the city again.
    const db = new DatabaseSync(upstream.dbPath);
    try {
      db.prepare(
        `UPDATE user_companies SET province_name = '江苏省', city_name = '苏州市', province_code = NULL,
                city_code = NULL, address = '苏州市工业园区星湖街328号' WHERE user_id = ?`,
      ).run(user.data.id);
    } finally {
      db.close();
    }

    const first = await signedApplication(token, '螺旋焊管 Q355 地址示范件');
    const published = await dev(`${first}/publish`, {
      companyNameEn: 'Shanghai Tanheng Certification Technology Co., Ltd.',
    });
    expect(published.code).toBe(1);
    const epdId = published.data.epdIds![0]!;
    const zh = await epd(epdId, 'zh-CN');
    expect(zh.productAddress).toBe('江苏省苏州市工业园区星湖街328号');
    expect(zh.productAddress).not.toContain('苏州市苏州市');
    // No English name: no English page, and no English address either.
    expect(zh.productAddressEn).toBeNull();

    // An English product of the same company: the English field is English or empty, never Chinese.
    const second = await signedApplication(token, 'Spiral pipe Q355 demo');
    const products = await upstream.postJson<{ id: number }[]>('/p/epd/apply', { id: second }, { token });
    const productId = products.data[0]!.id;
    const withoutEnglish = await dev(`${second}/publish`, {
      products: [{ id: productId, productNameEn: 'Spiral pipe Q355 demo' }],
    });
    expect(withoutEnglish.code).toBe(1);
    const en = await epd(withoutEnglish.data.epdIds![0]!, 'en');
    expect(en.productAddress).toBe('江苏省苏州市工业园区星湖街328号');
    expect(en.productAddressEn).toBeNull();

    const third = await signedApplication(token, 'Spiral pipe Q235 demo');
    const thirdProducts = await upstream.postJson<{ id: number }[]>('/p/epd/apply', { id: third }, { token });
    const withEnglish = await dev(`${third}/publish`, {
      companyAddressEn: '328 Xinghu Street, Suzhou Industrial Park, Suzhou, Jiangsu',
      products: [{ id: thirdProducts.data[0]!.id, productNameEn: 'Spiral pipe Q235 demo' }],
    });
    expect(withEnglish.code).toBe(1);
    const english = await epd(withEnglish.data.epdIds![0]!, 'en');
    expect(english.productAddressEn).toBe('328 Xinghu Street, Suzhou Industrial Park, Suzhou, Jiangsu');
    expect(english.productAddressEn).not.toMatch(HAN);
  }, 120_000);
});

describe('chain anchors come after the application they anchor', () => {
  it('in the seeded published application', async () => {
    const token = (await devSession(upstream, BAOSTEEL)).tokenVO.token;
    const answer = await upstream.getJson<(ListItem & { products: { epdId: number | null }[] })[]>(
      '/n/carbon/list',
      { token },
    );
    const published = answer.data.filter((item) => item.publishStatus === 1);
    expect(published.length).toBeGreaterThan(0);
    for (const item of published) {
      for (const product of item.products) {
        if (product.epdId === null) continue;
        const record = await epd(product.epdId, 'zh-CN');
        for (const anchored of [record.dataStubsBlocktime, record.reportStubsBlocktime]) {
          if (anchored === null) continue;
          expect(anchored >= item.applyTime).toBe(true);
          expect(anchored >= item.publishTime!).toBe(true);
        }
      }
    }
  });

  it('when the back office publishes right after the application was submitted', async () => {
    const token = (await devSession(upstream, AGENCY)).tokenVO.token;
    const id = await signedApplication(token, '螺旋焊管 Q345 时间示范件');
    const published = await dev(`${id}/publish`);
    expect(published.code).toBe(1);
    const item = await listed(token, id);
    const record = await epd(published.data.epdIds![0]!, 'zh-CN');
    for (const anchored of [record.dataStubsBlocktime, record.reportStubsBlocktime]) {
      expect(anchored).not.toBeNull();
      expect(anchored! >= item.applyTime, `${anchored} after ${item.applyTime}`).toBe(true);
      expect(anchored! >= item.publishTime!, `${anchored} after ${item.publishTime}`).toBe(true);
    }
  }, 120_000);
});

describe('the contract and the quote are named in the reader’s language', () => {
  it('answers and saves the English name in English and the Chinese one in Chinese', async () => {
    const token = (await devSession(upstream, BAOSTEEL)).tokenVO.token;
    // Seeded application 3 waits for its contract to be confirmed (upstream/seed).
    const en = await upstream.postJson<Contract>('/p/contract/info', { id: 3 }, { token, language: 'en' });
    const zh = await upstream.postJson<Contract>('/p/contract/info', { id: 3 }, { token });
    expect(en.data.contractAttachmentVO?.name).toMatch(/Technical service contract\.pdf$/);
    expect(en.data.contractAttachmentVO?.name).not.toMatch(HAN);
    expect(zh.data.contractAttachmentVO?.name).toMatch(/技术服务合同\.pdf$/);

    const quote = await upstream.postJson<Quote>('/p/price/info', { id: 4 }, { token, language: 'en' });
    expect(quote.data.attachmentName).toMatch(/Service quotation\.pdf$/);

    const attachmentId = en.data.contractAttachmentVO!.attachmentId;
    const download = await upstream.get(`/p/attachment/download/${attachmentId}`, { token, language: 'en' });
    expect(download.status).toBe(200);
    const disposition = decodeURIComponent(download.headers.get('content-disposition') ?? '');
    expect(disposition).toContain('Technical service contract.pdf');
    expect(disposition).not.toMatch(HAN);
    await download.body?.cancel();
  });
});

describe('the seeded LCA correction note', () => {
  it('is written in one language, not both in one field', async () => {
    const token = (await devSession(upstream, BAOSTEEL)).tokenVO.token;
    const item = await listed(token, 2);
    expect(item.lcaCorrectionNote).toMatch(HAN);
    // Latin words beyond the abbreviations a Chinese text uses (LCA) mean a second language.
    expect(item.lcaCorrectionNote?.replace(/<[^>]+>/g, '').replace(/\bLCA\b/g, '')).not.toMatch(
      /[A-Za-z]{3,}/,
    );
  });
});
