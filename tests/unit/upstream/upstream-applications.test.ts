import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipStored } from '../../../upstream/seed/render/zip-archive.ts';
import { devSession } from './account-helpers.ts';
import type { Envelope, Language, TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

// EPD and CFP applications through the HTTP API (upstream/README.md, "Applications").

type Node = { node: number; code: string; name: string; reached: boolean; reachedTime: string | null };
type ListItem = {
  id: number;
  applyId: number;
  productName: string;
  productType: 'EPD' | 'CFP';
  pcrNumber: string;
  pcrName: string;
  companyName: string;
  applyTime: string;
  publishStatus: number;
  publishTime: string | null;
  currentNode: number;
  nodes: Node[];
  quoteStatus: number;
  quoteId: number | null;
  contractStatus: number;
  contractId: number | null;
  lcaValidateStatus: number;
  lcaCorrectionNote: string | null;
  products: {
    id: number;
    productName: string;
    productType: string;
    pcrNumber: string;
    epdId: number | null;
    epdRegistrationNumber: string | null;
  }[];
  epdIds?: number[];
};
type Detail = {
  applyId: number;
  id: number;
  productName: string;
  lcaAttachmentCn: number | null;
  dataAttachment: number | null;
  epdAttachmentTest: number | null;
  epdAttachmentCn: number | null;
  epdAttachmentEn: number | null;
  lcaValidateStatus: number;
  attachments: { field: string; attachmentId: number; fileName: string }[];
};
type Quote = {
  id: number | null;
  applyId: number;
  status: number;
  amount: number | null;
  attachmentPdfId: number | null;
};
type Contract = {
  id: number | null;
  applyId: number;
  status: number;
  contractAttachmentVO: { name: string; attachmentId: number } | null;
};
type Uploaded = { id: number; fileName: string; businessType: string };
type Category = {
  id: number;
  parentId: number;
  code: string;
  name: string;
  nameZh: string;
  nameEn: string;
  pcrNumber: string | null;
  children: Category[];
};
type Template = {
  id: number;
  code: string;
  name: string;
  fileName: string;
  attachmentId: number;
  i18n: string;
  version: string;
};
type Epd = {
  id: number;
  epdRegistrationNumber: string;
  productType: string;
  productName: string;
  productNameEn: string | null;
  companyName: string;
  companyCode: string;
  gwp100: number;
  isDataStubs: number;
  dataStubsTxhash: string | null;
  isReportStubs: number;
  reportStubsTxhash: string | null;
  cnAttachmentId: number;
  epdExpirationDate: string;
};
type MessagePage = { list: { sendMsg: string }[]; totals: number };

const BAOSTEEL = '13800138000';
const NANJING = 'demo@lowcarbonsteel.example';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let upstream: TestUpstream;
let baosteel: string;
let nanjing: string;
const temp = makeTempDir();

beforeAll(async () => {
  upstream = await startTestUpstream(temp.dir);
  baosteel = (await devSession(upstream, BAOSTEEL)).tokenVO.token;
  nanjing = (await devSession(upstream, NANJING)).tokenVO.token;
}, 120_000);

afterAll(async () => {
  await upstream.close();
  temp.remove();
});

async function tinyPdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf
    .addPage([300, 200])
    .drawText(text, { x: 30, y: 100, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}

async function upload(
  token: string,
  bytes: Uint8Array,
  fileName: string,
  businessType: string,
  language: Language = 'zh-CN',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  form.append('businessType', businessType);
  form.append('reportType', '0');
  const response = await fetch(`${upstream.url}/p/attachment/upload`, {
    method: 'POST',
    headers: { 'Accept-Language': language, Authorization: token },
    body: form,
  });
  return (await response.json()) as Envelope<Uploaded>;
}

async function uploaded(
  token: string,
  bytes: Uint8Array,
  fileName: string,
  businessType: string,
): Promise<number> {
  const answer = await upload(token, bytes, fileName, businessType);
  expect(answer).toMatchObject({ code: 1, data: { fileName } });
  return answer.data.id;
}

async function bytesOf(response: Response): Promise<Uint8Array> {
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

function startsWith(bytes: Uint8Array, prefix: readonly number[] | string): boolean {
  const expected = typeof prefix === 'string' ? [...Buffer.from(prefix, 'latin1')] : prefix;
  return expected.every((byte, index) => bytes[index] === byte);
}

/** The text layer of a PDF, every page. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const task = getDocument({ data: bytes.slice() });
  const document = await task.promise;
  let text = '';
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  await task.destroy();
  return text;
}

async function dataCollectionTemplate(language: Language = 'zh-CN'): Promise<Uint8Array> {
  return bytesOf(await upstream.get('/p/template/download/DATA_COLLECTION_TEMPLATE', { language }));
}

async function list(token: string, type?: string): Promise<ListItem[]> {
  const answer = await upstream.getJson<ListItem[]>(`/n/carbon/list${type ? `?type=${type}` : ''}`, {
    token,
  });
  expect(answer.code).toBe(1);
  return answer.data;
}

async function entry(token: string, id: number): Promise<ListItem> {
  const found = (await list(token)).find((item) => item.id === id);
  if (!found) throw new Error(`Application ${id} is not listed`);
  return found;
}

async function dev(path: string, body: unknown = {}): Promise<Envelope<ListItem>> {
  return upstream.postJson<ListItem>(`/__dev/applications/${path}`, body);
}

async function newestMessage(token: string, language: Language = 'zh-CN'): Promise<string> {
  const page = await upstream.postJson<MessagePage>(
    '/p/epd/inner/list',
    { pageNum: 1, pageSize: 1, type: 1 },
    { token, language },
  );
  return page.data.list[0]?.sendMsg ?? '';
}

describe('what the form offers', () => {
  it('answers signed-in users only, and the category list wants the id business.md 7 names', async () => {
    expect(await upstream.postJson('/p/productCategory/list', { id: 0 })).toMatchObject({ code: 401 });
    expect(await upstream.postJson('/p/model/manage/page', { pageNum: 1, pageSize: 10 })).toMatchObject({
      code: 401,
    });
    expect(await upstream.getJson('/p/lca/categories')).toMatchObject({ code: 401 });
    expect(await upstream.getJson('/p/lca/technology/1')).toMatchObject({ code: 401 });
    expect(await upstream.postJson('/p/productCategory/list', {}, { token: baosteel })).toMatchObject({
      code: 400,
    });
    // The searches' PCR list serves visitors (business.md 1: visitors search PCRs).
    expect(await upstream.getJson('/p/pcr/list')).toMatchObject({ code: 1 });
  });

  it('answers the two-level product category tree in both languages, names fit the 24-character field', async () => {
    const zh = await upstream.postJson<Category[]>('/p/productCategory/list', { id: 0 }, { token: baosteel });
    expect(zh.code).toBe(1);
    expect(zh.data.length).toBeGreaterThanOrEqual(7);
    const plate = zh.data.find((category) => category.code === 'PLATE');
    expect(plate).toMatchObject({ name: '中厚板', parentId: 0, pcrNumber: 'PCR-CN-2024-003' });
    expect(plate?.children.map((child) => child.name)).toContain('船板');
    for (const child of zh.data.flatMap((category) => category.children)) {
      expect([...child.nameZh].length).toBeLessThanOrEqual(24);
      expect([...child.nameEn].length).toBeLessThanOrEqual(24);
      expect(child.children).toEqual([]);
    }
    const en = await upstream.postJson<Category[]>(
      '/p/productCategory/list',
      { id: plate?.id },
      { language: 'en', token: baosteel },
    );
    expect(en.data.map((child) => child.name)).toContain('Ship plate');
  });

  it('lists LCA technology routes by category', async () => {
    const categories = await upstream.getJson<{ id: number; code: string; name: string }[]>(
      '/p/lca/categories',
      { language: 'en', token: baosteel },
    );
    expect(categories.data.map((category) => category.code)).toEqual([
      'INTEGRATED',
      'ELECTRIC',
      'DIRECT_REDUCTION',
    ]);
    const routes = async (id: number | undefined) =>
      (
        await upstream.getJson<{ code: string; name: string; referenceGwp: number }[]>(
          `/p/lca/technology/${id}`,
          { token: baosteel },
        )
      ).data;
    expect((await routes(categories.data[0]?.id)).map((route) => route.code)).toContain('BF-BOF');
    const electric = await routes(categories.data[1]?.id);
    expect(electric.find((route) => route.code === 'EAF')).toMatchObject({ name: '电弧炉短流程（全废钢）' });
    expect(await routes(999)).toEqual([]);
  });

  it("lists the templates in the request's language and serves them as real files", async () => {
    const page = async (language: Language) =>
      (
        await upstream.postJson<{ list: Template[]; totals: number }>(
          '/p/model/manage/page',
          { pageNum: 1, pageSize: 10 },
          { language, token: baosteel },
        )
      ).data;
    const zh = await page('zh-CN');
    expect(zh.totals).toBe(3);
    expect(zh.list.map((template) => template.code)).toEqual([
      'EPD_SPARE_TEMPLATE',
      'LCA_TEMPLATE',
      'DATA_COLLECTION_TEMPLATE',
    ]);
    expect(zh.list[2]).toMatchObject({
      name: '数据收集表模板',
      i18n: 'zh-CN',
      fileName: 'EPD数据收集表 V3.0.xlsx',
    });
    const en = await page('en');
    expect(en.list.map((template) => template.name)).toEqual([
      'Preliminary EPD report template',
      'LCA report template',
      'Data collection sheet template',
    ]);

    for (const template of zh.list.slice(0, 2)) {
      const pdf = await bytesOf(
        await upstream.get(`/p/template/download/${encodeURIComponent(template.fileName)}`),
      );
      expect(startsWith(pdf, '%PDF-')).toBe(true);
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await dataCollectionTemplate('en')) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Instructions',
      'Company and product',
      'Raw materials',
      'Energy',
      'Direct emissions',
      'Products',
    ]);
    const raw = workbook.getWorksheet('Raw materials');
    expect(raw?.getRow(2).getCell(1).value).toBe('Material');
    expect(raw?.getCell('B5').dataValidation).toMatchObject({ type: 'list' });
    const chinese = new ExcelJS.Workbook();
    await chinese.xlsx.load(Buffer.from(await dataCollectionTemplate()) as unknown as ArrayBuffer);
    expect(chinese.worksheets[0]?.name).toBe('填写说明');
    expect((await upstream.get('/p/template/download/NO_SUCH_TEMPLATE')).status).toBe(404);
  });
});

describe('seeded applications', () => {
  it('13800138000 has one application at each stage, newest first; type filters by product type', async () => {
    const items = await list(baosteel);
    expect(items.map((item) => item.id)).toEqual([4, 3, 2, 1]);
    const [quoteWaiting, contractWaiting, correction, published] = items;
    expect(quoteWaiting).toMatchObject({
      productName: '冷轧电工钢 B35A300',
      quoteStatus: 1,
      contractStatus: 0,
      currentNode: 1,
    });
    expect(contractWaiting).toMatchObject({ quoteStatus: 2, contractStatus: 2, currentNode: 2 });
    expect(contractWaiting?.products).toHaveLength(2);
    expect(correction).toMatchObject({
      productType: 'EPD',
      contractStatus: 3,
      currentNode: 3,
      lcaValidateStatus: 2,
    });
    expect(correction?.lcaCorrectionNote).toContain('电费单');
    expect(published).toMatchObject({
      productType: 'CFP',
      publishStatus: 1,
      currentNode: 7,
      publishTime: '2026-09-28 10:00:00',
    });
    expect(published?.nodes.every((node) => node.reached && node.reachedTime)).toBe(true);
    expect(published?.products[0]).toMatchObject({ epdId: 4, epdRegistrationNumber: 'CFP-CN-2026-0004' });
    // The waiting quote has an id of its own (business.md 3): the application's is no quote's.
    const waiting = await upstream.postJson<Quote>('/p/price/info', { id: 4 }, { token: baosteel });
    expect(waiting.data).toMatchObject({ applyId: 4, status: 1 });
    expect(waiting.data.id).not.toBe(4);
    expect(quoteWaiting?.quoteId).toBe(waiting.data.id);
    expect(await upstream.postJson('/p/price/refuse', { id: 4 }, { token: baosteel })).toMatchObject({
      code: 500,
      message: '服务报价不存在',
    });
    expect(
      (await upstream.postJson<Quote>('/p/price/info', { id: 4 }, { token: baosteel })).data.status,
    ).toBe(1);
    expect((await list(baosteel, 'CFP')).map((item) => item.id)).toEqual([1]);
    expect((await list(baosteel, 'epd')).map((item) => item.id)).toEqual([4, 3, 2]);
    const english = await upstream.getJson<ListItem[]>('/n/carbon/list', { token: baosteel, language: 'en' });
    expect(english.data[0]?.nodes.map((node) => node.name)).toEqual([
      'EPD application',
      'Contract generation',
      'LCA calculation',
      'Independent verification',
      'Report production',
      'Review panel',
      'Report release',
    ]);
  });

  it('the EH36 application of demo@lowcarbonsteel.example has its quote confirmed and a contract waiting', async () => {
    const [eh36] = await list(nanjing);
    expect(eh36).toMatchObject({
      id: 5,
      productName: '高强度船板 EH36',
      quoteStatus: 2,
      contractStatus: 2,
      companyName: '南京钢铁股份有限公司',
    });
    const contract = await upstream.postJson<Contract>('/p/contract/info', { id: 5 }, { token: nanjing });
    expect(contract.data.contractAttachmentVO?.name).toMatch(/技术服务合同\.pdf$/);
    const pdf = await bytesOf(
      await upstream.get(`/p/attachment/download/${contract.data.contractAttachmentVO?.attachmentId}`, {
        token: nanjing,
      }),
    );
    expect(startsWith(pdf, '%PDF-')).toBe(true);
    // The quote and the contract have ids of their own, which the list and the info calls give.
    const quote = await upstream.postJson<Quote>('/p/price/info', { id: 5 }, { token: nanjing });
    expect(quote.data).toMatchObject({ applyId: 5, status: 2 });
    expect(quote.data.id).not.toBe(5);
    expect(eh36?.quoteId).toBe(quote.data.id);
    expect(contract.data.id).not.toBe(5);
    expect(eh36?.contractId).toBe(contract.data.id);
    // Each company sees its own applications only.
    expect((await list(nanjing)).map((item) => item.id)).toEqual([5]);
  });

  it('serves the certificate and carbon mark of the published application to its company only', async () => {
    const download = (type: string, token?: string) =>
      upstream.get(`/n/carbon/downloadAttachment?id=1&businessType=${type}`, token ? { token } : {});
    const certificate = await bytesOf(await download('CERT_PDF', baosteel));
    expect(startsWith(certificate, '%PDF-')).toBe(true);
    const mark = await bytesOf(await download('MARK_IMG', baosteel));
    expect(startsWith(mark, PNG_SIGNATURE)).toBe(true);
    expect((await download('CERT_PDF')).status).toBe(401);
    expect(await (await download('CERT_PDF', nanjing)).json()).toMatchObject({
      code: 500,
      message: '申请不存在',
    });
    expect(
      (await upstream.get('/n/carbon/downloadAttachment?id=4&businessType=CERT_PDF', { token: baosteel }))
        .status,
    ).toBe(404);
    expect(await (await download('OTHER', baosteel)).json()).toMatchObject({ code: 400 });
  });
});

describe('uploads of an application', () => {
  it('refuses files whose bytes are not what their business type says', async () => {
    const pdf = await tinyPdf('LCA report');
    const png = new Uint8Array([...PNG_SIGNATURE, 0, 0, 0, 13]);
    expect(await upload(baosteel, png, 'report.pdf', 'LCA', 'en')).toMatchObject({
      code: 500,
      message: 'Only PDF files can be uploaded',
    });
    expect(await upload(baosteel, png, 'report.pdf', 'EPD')).toMatchObject({
      code: 500,
      message: '仅支持上传 PDF 格式的文件',
    });
    expect(await upload(baosteel, new TextEncoder().encode('plain text'), 'sheet.zip', 'DATA')).toMatchObject(
      {
        code: 500,
        message: '数据收集表须为 ZIP 压缩包或 Excel 工作簿',
      },
    );
    expect(await upload(baosteel, pdf, 'data.zip', 'data', 'en')).toMatchObject({
      code: 500,
      message: 'The data collection sheet must be a ZIP archive or an Excel workbook',
    });
    expect(await upload(baosteel, pdf, `${'报'.repeat(157)}.pdf`, 'LCA')).toMatchObject({
      code: 500,
      message: '文件名不能超过 160 个字符',
    });
    // A type "by business version" is checked as its base type.
    expect(await upload(baosteel, png, 'report.pdf', 'EPD_V2')).toMatchObject({ code: 500 });
    expect(await upload(baosteel, pdf, 'report-v2.pdf', 'EPD_V2')).toMatchObject({
      code: 1,
      data: { businessType: 'EPD_V2' },
    });
    expect(await upload(baosteel, pdf, `${'报'.repeat(156)}.pdf`, 'LCA')).toMatchObject({ code: 1 });
    expect(await upload(baosteel, await dataCollectionTemplate(), 'sheet.xlsx', 'DATA')).toMatchObject({
      code: 1,
    });
    // Other business types keep the platform's general rules only.
    expect(await upload(baosteel, png, 'licence.pdf', 'COMPANY_LICENSE')).toMatchObject({ code: 1 });
  });
});

describe('applying', () => {
  it('refuses users whose registration or company is not approved, with the spec messages', async () => {
    const body = {
      apply: { pcrNumber: 'PCR-CN-2024-001' },
      epd: [{ productType: 'EPD', productName: '热轧钢卷', lcaAttachmentId: 1 }],
    };
    const attempt = async (account: string, language: Language = 'zh-CN') =>
      upstream.postJson('/p/apply/for/save', body, {
        token: (await devSession(upstream, account)).tokenVO.token,
        language,
      });
    expect(await attempt('13600136000')).toMatchObject({
      code: 500,
      message: '注册信息审核中，暂不能办理业务',
    });
    expect(await attempt('13600136000', 'en')).toMatchObject({
      message: 'Your registration information is under review',
    });
    expect(await attempt('13500135000', 'en')).toMatchObject({
      code: 500,
      message: 'Please re-enter your company name',
    });
    expect(await attempt('13300133000')).toMatchObject({
      code: 500,
      message: '企业认证正在审核中，审核通过后才能办理此业务',
    });
    expect(await attempt('13300133000', 'en')).toMatchObject({
      message: 'Your company certification is pending review',
    });
    expect(await attempt('13100131000')).toMatchObject({
      code: 500,
      message: '企业尚未认证，请先完成企业认证',
    });
    expect(await attempt('13200132000', 'en')).toMatchObject({
      code: 500,
      message: 'Your company is not authenticated. Please complete company authentication first',
    });
    expect(await upstream.postJson('/p/apply/for/save', body)).toMatchObject({ code: 401 });
  });

  it('checks the form: 1–3 products, names up to 24 characters, known PCRs, the caller’s own files', async () => {
    const lca = await uploaded(baosteel, await tinyPdf('LCA'), 'lca.pdf', 'LCA');
    const xlsx = await uploaded(baosteel, await dataCollectionTemplate(), 'sheet.xlsx', 'DATA');
    const theirs = await uploaded(nanjing, await tinyPdf('LCA'), 'theirs.pdf', 'LCA');
    const item = { productType: 'EPD', productName: '热轧钢卷 Q235B', lcaAttachmentId: lca };
    const save = (epd: unknown[], pcrNumber = 'PCR-CN-2024-001') =>
      upstream.postJson('/p/apply/for/save', { apply: { pcrNumber }, epd }, { token: baosteel });
    expect(await save([])).toMatchObject({ code: 400 });
    expect(await save([item, item, item, item])).toMatchObject({ code: 400 });
    expect(await save([{ ...item, productName: '钢'.repeat(25) }])).toMatchObject({ code: 400 });
    expect(await save([{ ...item, productName: '  ' }])).toMatchObject({ code: 400 });
    expect(await save([item], 'PCR-XX-0000')).toMatchObject({
      code: 400,
      message: 'apply.pcrNumber: unknown PCR',
    });
    expect(await save([item, { ...item, pcrNumber: 'PCR-XX-0000' }])).toMatchObject({
      code: 400,
      message: 'epd.1.pcrNumber: unknown PCR',
    });
    expect(await save([{ ...item, lcaAttachmentId: undefined }])).toMatchObject({ code: 400 });
    expect(await save([{ ...item, lcaAttachmentId: theirs }])).toMatchObject({
      code: 400,
      message: 'epd.0.lcaAttachmentId: not a file you uploaded',
    });
    expect(await save([{ ...item, lcaAttachmentId: xlsx }])).toMatchObject({ code: 400 });
    expect(await save([{ ...item, dataAttachment: xlsx }])).toMatchObject({
      code: 400,
      message: 'epd.0.dataAttachment: the data collection sheet must be a ZIP archive',
    });
    expect(await save([{ ...item, technologyId: 999 }])).toMatchObject({ code: 400 });
    expect((await list(baosteel)).map((entry) => entry.id)).toEqual([4, 3, 2, 1]);
  });
});

describe('the whole life of an application', () => {
  it('goes from the form through quote, contract, LCA correction and publication to a public EPD', async () => {
    // Apply: an LCA report, a data collection sheet (the template, zipped) and a preliminary EPD report.
    const lca = await uploaded(baosteel, await tinyPdf('LCA report HRB400E'), 'HRB400E LCA报告.pdf', 'LCA');
    const data = await uploaded(
      baosteel,
      zipStored([{ name: 'HRB400E 数据收集表.xlsx', bytes: await dataCollectionTemplate() }]),
      'HRB400E 数据收集表.zip',
      'DATA',
    );
    const draft = await uploaded(baosteel, await tinyPdf('EPD draft'), 'HRB400E EPD预备报告.pdf', 'EPD');
    const categories = await upstream.postJson<Category[]>(
      '/p/productCategory/list',
      { id: 0 },
      { token: baosteel },
    );
    const ribbed = categories.data
      .flatMap((category) => category.children)
      .find((child) => child.code === 'RIBBED_BAR');
    const electric = (
      await upstream.getJson<{ id: number; code: string }[]>('/p/lca/categories', { token: baosteel })
    ).data[1];
    const eaf = (
      await upstream.getJson<{ id: number; code: string }[]>(`/p/lca/technology/${electric?.id}`, {
        token: baosteel,
      })
    ).data.find((route) => route.code === 'EAF');
    const saved = await upstream.postJson<{ id: number; products: { id: number; productName: string }[] }>(
      '/p/apply/for/save',
      {
        // The company is the caller's own, whatever the form says.
        apply: { companyName: '别的公司', pcrNumber: 'PCR-CN-2024-002' },
        epd: [
          {
            pcrNumber: 'PCR-CN-2024-002',
            productType: 'EPD',
            productName: '电炉热轧带肋钢筋 HRB400E',
            technologyId: eaf?.id,
            lcaAttachmentId: lca,
            dataAttachment: data,
            epdAttachmentId: draft,
            lcaName: 'display field',
          },
          {
            productType: 'epd',
            productName: ribbed?.nameZh,
            productCategoryId: ribbed?.id,
            technologyId: eaf?.id,
            dataAttachment: data,
          },
        ],
      },
      { token: baosteel },
    );
    expect(saved).toMatchObject({
      code: 1,
      data: { products: [{ productName: '电炉热轧带肋钢筋 HRB400E' }, { productName: '热轧带肋钢筋' }] },
    });
    const id = saved.data.id;
    const [first, second] = saved.data.products;
    let item = (await list(baosteel))[0];
    expect(item).toMatchObject({
      id,
      companyName: '宝山钢铁股份有限公司',
      quoteStatus: 0,
      contractStatus: 0,
      currentNode: 1,
      lcaValidateStatus: 0,
      publishStatus: 0,
    });
    expect(item?.productName).toBe('电炉热轧带肋钢筋 HRB400E、热轧带肋钢筋');
    expect(item?.nodes[0]).toMatchObject({ node: 1, reached: true });
    expect(item?.nodes[1]).toMatchObject({ node: 2, reached: false, reachedTime: null });
    expect(await newestMessage(baosteel)).toContain('已提交成功');
    const details = await upstream.postJson<Detail[]>('/p/epd/apply', { id }, { token: baosteel });
    expect(details.data[0]).toMatchObject({
      applyId: id,
      id: first?.id,
      lcaAttachmentCn: lca,
      dataAttachment: data,
      epdAttachmentTest: draft,
    });
    expect(details.data[0]?.attachments.map((file) => file.fileName)).toEqual([
      'HRB400E LCA报告.pdf',
      'HRB400E 数据收集表.zip',
      'HRB400E EPD预备报告.pdf',
    ]);
    expect(await upstream.postJson('/p/epd/apply', { id }, { token: nanjing })).toMatchObject({
      code: 500,
      message: '申请不存在',
    });

    // Quote: nothing to confirm yet; then the operator quotes with a PDF.
    expect((await upstream.postJson<Quote>('/p/price/info', { id }, { token: baosteel })).data).toMatchObject(
      {
        id: null,
        status: 0,
      },
    );
    expect(await upstream.postJson('/p/price/confirm', { id }, { token: baosteel })).toMatchObject({
      code: 500,
      message: '服务报价不存在',
    });
    expect(await dev(`${id}/contract`)).toMatchObject({ code: 409 });
    expect(await dev(`${id}/quote`)).toMatchObject({ code: 1, data: { quoteStatus: 1 } });
    expect(await dev(`${id}/quote`)).toMatchObject({ code: 409 });
    expect(await newestMessage(baosteel)).toContain('服务报价');
    const quote = await upstream.postJson<Quote>('/p/price/info', { id }, { token: baosteel });
    expect(quote.data).toMatchObject({ applyId: id, status: 1, amount: 38_000 + 38_000 * 0.7 });
    // Confirm and refuse take the quote's own id (business.md 3, 7), never the application's.
    const quoteId = quote.data.id;
    expect(quoteId).not.toBe(id);
    expect(await upstream.postJson('/p/price/confirm', { id }, { token: baosteel })).toMatchObject({
      code: 500,
      message: '服务报价不存在',
    });
    const quotePdf = await bytesOf(
      await upstream.get(`/p/attachment/download/${quote.data.attachmentPdfId}`, { token: baosteel }),
    );
    expect(startsWith(quotePdf, '%PDF-')).toBe(true);
    expect((await upstream.get(`/n/attachment/online/${quote.data.attachmentPdfId}`)).status).toBe(404);
    expect(
      (await upstream.get(`/p/attachment/download/${quote.data.attachmentPdfId}`, { token: nanjing })).status,
    ).toBe(404);
    expect(
      await upstream.postJson('/p/price/confirm', { id: quoteId }, { token: nanjing, language: 'en' }),
    ).toMatchObject({
      code: 500,
      message: 'Service quote not found',
    });
    expect(
      await upstream.postJson<Quote>('/p/price/confirm', { id: quoteId }, { token: baosteel }),
    ).toMatchObject({
      code: 1,
      data: { id: quoteId, applyId: id, status: 2 },
    });
    expect(
      await upstream.postJson('/p/price/refuse', { id: quoteId }, { token: baosteel, language: 'en' }),
    ).toMatchObject({
      code: 500,
      message: 'This service quote is not awaiting your confirmation',
    });

    // Contract: none before the operator sends one; refused, sent again, signed.
    const before = await upstream.postJson<Contract>('/p/contract/info', { id }, { token: baosteel });
    expect(before.data).toMatchObject({ id: null, status: 1, contractAttachmentVO: null });
    expect(await dev(`${id}/contract`)).toMatchObject({
      code: 1,
      data: { contractStatus: 2, currentNode: 2 },
    });
    expect(await newestMessage(baosteel)).toContain('服务合同已发起');
    const sent = await upstream.postJson<Contract>('/p/contract/info', { id }, { token: baosteel });
    expect(sent.data).toMatchObject({ applyId: id, status: 2 });
    expect(sent.data.contractAttachmentVO?.name).toMatch(/技术服务合同\.pdf$/);
    const firstContract = sent.data.id;
    expect(
      await upstream.postJson('/p/contract/confirm', { applyId: id, id: firstContract }, { token: nanjing }),
    ).toMatchObject({ code: 500 });
    expect(
      await upstream.postJson('/p/contract/confirm', { applyId: 5, id: firstContract }, { token: nanjing }),
    ).toMatchObject({
      code: 500,
      message: '合同不存在',
    });
    expect(
      await upstream.postJson<Contract>(
        '/p/contract/refuse',
        { applyId: id, id: firstContract },
        { token: baosteel },
      ),
    ).toMatchObject({
      code: 1,
      data: { status: 4 },
    });
    expect(
      await upstream.postJson('/p/contract/confirm', { applyId: id, id: firstContract }, { token: baosteel }),
    ).toMatchObject({
      code: 500,
      message: '合同当前不是待确认状态，无法确认或拒绝',
    });
    expect(await dev(`${id}/contract`)).toMatchObject({ code: 1, data: { contractStatus: 2 } });
    const resent = await upstream.postJson<Contract>('/p/contract/info', { id }, { token: baosteel });
    expect(resent.data.id).not.toBe(firstContract);
    expect(
      await upstream.postJson('/p/contract/confirm', { applyId: id, id: firstContract }, { token: baosteel }),
    ).toMatchObject({ code: 500 });
    expect(
      await upstream.postJson<Contract>(
        '/p/contract/confirm',
        { applyId: id, id: resent.data.id },
        { token: baosteel },
      ),
    ).toMatchObject({
      code: 1,
      data: { status: 3 },
    });
    item = await entry(baosteel, id);
    expect(item).toMatchObject({ contractStatus: 3, currentNode: 3 });
    expect(item.nodes[2]?.reachedTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // LCA correction: files are replaced only while it is requested, then the data change is confirmed.
    const newLca = await uploaded(baosteel, await tinyPdf('LCA report v2'), 'HRB400E LCA报告 v2.pdf', 'LCA');
    expect(
      await upstream.postJson(
        '/p/lca/attachment/update',
        { id: first?.id, attachmentId: newLca },
        { token: baosteel },
      ),
    ).toMatchObject({
      code: 500,
      message: '仅在平台要求修改 LCA 数据时可以更新附件',
    });
    expect(await dev(`${id}/lca-correction`, { note: '<p>请补充电炉电耗数据。</p>' })).toMatchObject({
      code: 1,
      data: { lcaValidateStatus: 2 },
    });
    expect(await newestMessage(baosteel)).toContain('请补充电炉电耗数据');
    expect(await dev(`${id}/advance`)).toMatchObject({ code: 409 });
    expect(await dev(`${id}/publish`)).toMatchObject({ code: 409 });
    const updated = await upstream.postJson<Detail>(
      '/p/lca/attachment/update',
      { id: first?.id, applyId: id, attachmentId: newLca },
      { token: baosteel },
    );
    expect(updated).toMatchObject({ code: 1, data: { lcaAttachmentCn: newLca, lcaValidateStatus: 2 } });
    expect(
      await upstream.postJson(
        '/p/data/attachment/update',
        { id: second?.id, attachmentId: newLca },
        { token: baosteel },
      ),
    ).toMatchObject({ code: 400 });
    const newData = await uploaded(
      baosteel,
      zipStored([{ name: 'v2.xlsx', bytes: await dataCollectionTemplate() }]),
      'v2.zip',
      'DATA',
    );
    expect(
      await upstream.postJson<Detail>(
        '/p/data/attachment/update',
        { id: second?.id, attachmentId: newData },
        { token: baosteel },
      ),
    ).toMatchObject({
      code: 1,
      data: { dataAttachment: newData },
    });
    const english = await uploaded(baosteel, await tinyPdf('EPD report EN'), 'HRB400E EPD EN.pdf', 'EPD');
    expect(
      await upstream.postJson<Detail>(
        '/p/epd/attachment/update',
        { id: first?.id, attachmentId: english, language: 'en', version: 'FORMAL' },
        { token: baosteel },
      ),
    ).toMatchObject({ code: 1, data: { epdAttachmentEn: english, epdAttachmentTest: draft } });
    expect(
      await upstream.postJson(
        '/p/epd/attachment/update',
        { id: first?.id, attachmentId: newLca },
        { token: baosteel },
      ),
    ).toMatchObject({ code: 400 });
    expect(
      await upstream.postJson(
        '/p/lca/attachment/update',
        { id: first?.id, attachmentId: newLca },
        { token: nanjing },
      ),
    ).toMatchObject({ code: 500 });
    expect(
      await upstream.postJson('/p/lca/validate/updateState', { applyId: id, status: 1 }, { token: baosteel }),
    ).toMatchObject({ code: 400 });
    expect(
      await upstream.postJson<ListItem>(
        '/p/lca/validate/updateState',
        { applyId: id, status: 0 },
        { token: baosteel },
      ),
    ).toMatchObject({
      code: 1,
      data: { lcaValidateStatus: 0 },
    });
    expect(
      await upstream.postJson(
        '/p/lca/validate/updateState',
        { applyId: id, status: 0 },
        { token: baosteel, language: 'en' },
      ),
    ).toMatchObject({
      code: 500,
      message: 'There is no data change to confirm',
    });
    expect(
      await upstream.postJson(
        '/p/lca/attachment/update',
        { id: first?.id, attachmentId: newLca },
        { token: baosteel },
      ),
    ).toMatchObject({ code: 500 });

    // The flow moves on; publication makes two public EPDs.
    expect(await dev(`${id}/advance`)).toMatchObject({
      code: 1,
      data: { currentNode: 4, lcaValidateStatus: 1 },
    });
    expect(await dev(`${id}/advance`, { node: 6 })).toMatchObject({ code: 1, data: { currentNode: 6 } });
    expect(await newestMessage(baosteel)).toContain('评审会');
    expect(await dev(`${id}/advance`)).toMatchObject({ code: 409 });
    const publication = await dev(`${id}/publish`, {
      products: [{ id: first?.id, productNameEn: 'EAF ribbed bar HRB400E', gwp100: 512.3 }],
    });
    expect(publication).toMatchObject({ code: 1, data: { publishStatus: 1, currentNode: 7 } });
    expect(publication.data.nodes.every((node) => node.reached)).toBe(true);
    const [epdId, secondEpdId] = publication.data.epdIds ?? [];
    expect(await newestMessage(baosteel)).toContain(`/app/epd/${epdId}`);
    expect(await dev(`${id}/publish`)).toMatchObject({ code: 409 });

    const record = await upstream.getJson<Epd>(`/n/epd/${epdId}`, { language: 'en' });
    expect(record.data).toMatchObject({
      productType: 'EPD',
      productName: '电炉热轧带肋钢筋 HRB400E',
      productNameEn: 'EAF ribbed bar HRB400E',
      companyName: '宝山钢铁股份有限公司',
      companyCode: '91310113790459990C',
      gwp100: 512.3,
      isDataStubs: 3,
      isReportStubs: 3,
    });
    expect(record.data.epdRegistrationNumber).toMatch(
      new RegExp(`^EPD-CN-\\d{4}-${String(epdId).padStart(4, '0')}$`),
    );
    expect(record.data.dataStubsTxhash).toMatch(/^[0-9a-f]{64}$/);
    // A name chosen from the cascader has its English name; the route gives the figure.
    expect((await upstream.getJson<Epd>(`/n/epd/${secondEpdId}`)).data).toMatchObject({
      productName: '热轧带肋钢筋',
      productNameEn: 'Ribbed rebar',
      gwp100: 620,
    });
    const search = await upstream.postJson<{ list: Epd[]; totals: number }>('/p/epd/page', {
      epdKeyword: 'HRB400E',
      pageNum: 1,
      pageSize: 10,
    });
    expect(search.data.list.map((found) => found.id)).toContain(epdId);
    const newest = await upstream.postJson<{ list: Epd[] }>('/p/epd/page', { pageNum: 1, pageSize: 2 });
    expect(newest.data.list.map((found) => found.id).sort()).toEqual([epdId, secondEpdId].sort());
    const report = await bytesOf(
      await upstream.get(`/p/attachment/download/business/EPD/${record.data.cnAttachmentId}`, {
        token: baosteel,
      }),
    );
    expect(startsWith(report, '%PDF-')).toBe(true);
    const qr = await upstream.getJson<{ attachmentId: number }>(`/p/get/qr/attachment/${epdId}`, {
      token: baosteel,
    });
    expect(qr.code).toBe(1);

    const certificate = await bytesOf(
      await upstream.get(`/n/carbon/downloadAttachment?id=${id}&businessType=CERT_PDF`, { token: baosteel }),
    );
    expect(startsWith(certificate, '%PDF-')).toBe(true);
    const certificateText = await pdfText(certificate);
    expect(certificateText).toContain(record.data.epdRegistrationNumber);
    expect(certificateText).toContain('环境产品声明注册证书');
    expect(certificateText).toContain(record.data.dataStubsTxhash ?? 'a data hash');
    const mark = await bytesOf(
      await upstream.get(
        `/n/carbon/downloadAttachment?id=${id}&businessType=MARK_IMG&productId=${second?.id}`,
        { token: baosteel },
      ),
    );
    expect(startsWith(mark, PNG_SIGNATURE)).toBe(true);
    // The token may also come as ?Authorization= (business.md 7).
    const byQuery = await upstream.get(
      `/n/carbon/downloadAttachment?id=${id}&businessType=MARK_IMG&Authorization=${encodeURIComponent(baosteel)}`,
    );
    expect(byQuery.status).toBe(200);
    expect(
      (
        await upstream.get(
          `/n/carbon/downloadAttachment?id=${id}&businessType=CERT_PDF&Authorization=nonsense`,
        )
      ).status,
    ).toBe(401);
    expect(
      await (
        await upstream.get(`/n/carbon/downloadAttachment?id=${id}&businessType=CERT_PDF`, { token: nanjing })
      ).json(),
    ).toMatchObject({ code: 500 });
    // Drawing the quote, two contracts, two reports and two certificates takes seconds on a loaded machine.
  }, 120_000);
});

describe('publishing for a company the public list does not know yet', () => {
  it('adds the company to the public list with its English name, and keeps a Chinese-only product Chinese', async () => {
    const agency = (await devSession(upstream, '13700137000')).tokenVO.token;
    const lca = await uploaded(agency, await tinyPdf('CFP report'), '碳足迹报告.pdf', 'LCA');
    const saved = await upstream.postJson<{ id: number }>(
      '/p/apply/for/save',
      {
        apply: { pcrNumber: 'PCR-CN-2025-006' },
        epd: [{ productType: 'CFP', productName: '螺旋焊管 Q355 示范件', lcaAttachmentId: lca }],
      },
      { token: agency },
    );
    expect(saved.code).toBe(1);
    const id = saved.data.id;
    expect(await dev(`${id}/quote`, { amount: 20_000 })).toMatchObject({ code: 1, data: { quoteStatus: 1 } });
    const agencyQuote = await upstream.postJson<Quote>('/p/price/info', { id }, { token: agency });
    expect(agencyQuote).toMatchObject({ data: { amount: 20_000 } });
    expect(
      await upstream.postJson('/p/price/confirm', { id: agencyQuote.data.id }, { token: agency }),
    ).toMatchObject({ code: 1 });
    const contract = (await dev(`${id}/contract`)).data.contractId;
    expect(
      await upstream.postJson('/p/contract/confirm', { applyId: id, id: contract }, { token: agency }),
    ).toMatchObject({ code: 1 });
    const published = await dev(`${id}/publish`, {
      companyNameEn: 'Shanghai Tanheng Certification Technology Co., Ltd.',
    });
    expect(published).toMatchObject({ code: 1, data: { publishStatus: 1, productType: 'CFP' } });
    const epdId = published.data.epdIds?.[0];

    const record = await upstream.getJson<Epd & { companyNameEn: string; productAddress: string }>(
      `/n/epd/${epdId}`,
    );
    expect(record.data).toMatchObject({
      productType: 'CFP',
      productName: '螺旋焊管 Q355 示范件',
      productNameEn: null,
      companyName: '上海碳衡认证技术有限公司',
      companyNameEn: 'Shanghai Tanheng Certification Technology Co., Ltd.',
      gwp100: 2150,
    });
    expect(record.data.productAddress).toContain('张江路665号');
    expect(record.data.productAddress).not.toContain('上海市浦东新区上海市');
    expect(record.data.epdRegistrationNumber.startsWith('CFP-CN-')).toBe(true);
    const companies = await upstream.getJson<{ companyCode: string; companyName: string }[]>(
      '/p/company/list',
      {
        language: 'en',
      },
    );
    expect(companies.data.map((company) => company.companyName)).toContain(
      'Shanghai Tanheng Certification Technology Co., Ltd.',
    );
    const mark = await bytesOf(
      await upstream.get(`/n/carbon/downloadAttachment?id=${id}&businessType=MARK_IMG`, { token: agency }),
    );
    expect(startsWith(mark, PNG_SIGNATURE)).toBe(true);
    expect(await newestMessage(agency, 'en')).toContain(record.data.epdRegistrationNumber);
  }, 120_000);
});

describe('products of their own type and PCR', () => {
  it('stores each product’s type and PCR, and answers them in its detail (business.md 3 "Application form")', async () => {
    const lca = await uploaded(baosteel, await tinyPdf('LCA'), 'lca.pdf', 'LCA');
    const saved = await upstream.postJson<{ id: number }>(
      '/p/apply/for/save',
      {
        apply: { pcrNumber: 'PCR-CN-2024-001' },
        epd: [
          {
            pcrNumber: 'PCR-CN-2024-001',
            productType: 'EPD',
            productName: '热轧钢卷 Q235B',
            lcaAttachmentId: lca,
          },
          {
            pcrNumber: 'PCR-CN-2024-002',
            productType: 'CFP',
            productName: '热轧带肋钢筋',
            lcaAttachmentId: lca,
          },
          // An item without its own PCR takes the form's.
          { productType: 'CFP', productName: '冷轧薄板', lcaAttachmentId: lca },
        ],
      },
      { token: baosteel },
    );
    expect(saved.code).toBe(1);
    const id = saved.data.id;
    const details = await upstream.postJson<
      { productName: string; productType: string; pcrNumber: string }[]
    >('/p/epd/apply', { id }, { token: baosteel });
    expect(
      details.data.map(({ productName, productType, pcrNumber }) => ({
        productName,
        productType,
        pcrNumber,
      })),
    ).toEqual([
      { productName: '热轧钢卷 Q235B', productType: 'EPD', pcrNumber: 'PCR-CN-2024-001' },
      { productName: '热轧带肋钢筋', productType: 'CFP', pcrNumber: 'PCR-CN-2024-002' },
      { productName: '冷轧薄板', productType: 'CFP', pcrNumber: 'PCR-CN-2024-001' },
    ]);
    // The application's own: the form's PCR and its first product's type.
    const stored = (await upstream.getJson<ListItem>(`/__dev/applications/${id}`)).data;
    expect(stored).toMatchObject({ pcrNumber: 'PCR-CN-2024-001', productType: 'EPD' });
    expect(stored.products.map((product) => product.productType)).toEqual(['EPD', 'CFP', 'CFP']);
  });
});
