import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isExcelWorkbook, zipEntryNames } from '../../../upstream/files/upload-rules.ts';
import { devSession, passCaptcha } from './account-helpers.ts';
import { excelWorkbook, ole2File, tinyPdf, uploadFile, zipOf } from './upload-helpers.ts';
import type { TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

type DictItem = { itemCode: string; itemValue: string; itemDesc: string | null };
type Application = {
  id: number;
  companyName: string;
  items: { id: number; productName: string; process: string; attachmentId: number }[];
};
type StoredApplication = Application & { userId: number; introduction: string };

let upstream: TestUpstream;
let applicant: string; // 13800138000, company authenticated
let noCompany: string; // 13100131000, no company authentication
const temp = makeTempDir();

beforeAll(async () => {
  upstream = await startTestUpstream(temp.dir);
  applicant = (await devSession(upstream, '13800138000')).tokenVO.token;
  noCompany = (await devSession(upstream, '13100131000')).tokenVO.token;
});

afterAll(async () => {
  await upstream.close();
  temp.remove();
});

async function dataFile(token = applicant): Promise<number> {
  const uploaded = await uploadFile(
    upstream,
    token,
    await excelWorkbook(),
    '热轧钢卷数据收集表.xlsx',
    'LCES_DATA',
  );
  expect(uploaded.code).toBe(1);
  return uploaded.data.id;
}

const addApplication = (body: unknown, token?: string, language: 'zh-CN' | 'en' = 'zh-CN') =>
  upstream.postJson<Application>('/n/carbon/addApplication', body, { token, language });

const item = (attachmentId: number | null, overrides: Record<string, unknown> = {}) => ({
  companyName: '宝山钢铁股份有限公司',
  introduction: '宝钢股份是全球领先的现代化钢铁联合企业，拥有上海宝山、南京梅山、湛江东山等生产基地。',
  productName: '热轧钢卷 Q355B',
  process: 'SINTERING;BLAST_FURNACE;BOF;CONTINUOUS_CASTING;HOT_ROLLING',
  checkList: ['SINTERING', 'BLAST_FURNACE', 'BOF', 'CONTINUOUS_CASTING', 'HOT_ROLLING'],
  attachmentId,
  ...overrides,
});

describe('low-carbon steel evaluation: dictionaries and templates', () => {
  it('lists the process steps and the templates, each template downloadable in both languages', async () => {
    const steps = await upstream.getJson<DictItem[]>('/n/dict/list/LCES_PROCESS_SELECTION');
    expect(steps.data.map((step) => step.itemCode)).toEqual(
      expect.arrayContaining(['SINTERING', 'BLAST_FURNACE', 'EAF']),
    );
    for (const language of ['zh-CN', 'en'] as const) {
      const templates = await upstream.getJson<DictItem[]>('/n/dict/list/LCES_MODEL_DOWNLOAD', { language });
      expect(templates.data.map((template) => template.itemCode)).toEqual([
        'DATA_COLLECTION',
        'EVIDENCE_CHECKLIST',
        'EVALUATION_STANDARD',
      ]);
      for (const template of templates.data) {
        if (template.itemCode === 'EVALUATION_STANDARD') continue; // a PDF: upstream-carbon-applications.test.ts
        expect(template.itemDesc).toMatch(language === 'en' ? /-en\.xlsx$/ : /^lces-[a-z-]+\.xlsx$/);
        // Templates are public: a visitor may download them.
        const file = await upstream.get(`/p/template/download/${template.itemDesc}`);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
        expect(file.headers.get('content-disposition')).toMatch(/^attachment; .*filename\*=UTF-8''.+\.xlsx$/);
        const buffer = await file.arrayBuffer();
        expect(isExcelWorkbook(template.itemDesc ?? '', new Uint8Array(buffer))).toBe(true);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(buffer);
        expect(workbook.title).toBe(template.itemValue);
      }
    }
  });

  it('offers the process steps as a drop-down in the data collection sheet', async () => {
    const file = await upstream.get('/p/template/download/lces-data-collection.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    expect(
      workbook.worksheets.filter((sheet) => sheet.state === 'visible').map((sheet) => sheet.name),
    ).toEqual(['填写说明', '基本信息', '工序能耗与排放', '原辅材料', '产品产出']);
    const sheet = workbook.getWorksheet('工序能耗与排放');
    expect(sheet?.getCell('A1').value).toMatch(/下拉列表/);
    expect(sheet?.getCell('A2').value).toBe('工序');
    const validation = sheet?.getCell('A3').dataValidation;
    expect(validation?.type).toBe('list');
    const range = String(validation?.formulae?.[0]);
    const lists = workbook.getWorksheet('Lists');
    const values = (lists?.getColumn(range.match(/\$([A-Z]+)\$/)?.[1] ?? 'A').values ?? []).filter(Boolean);
    expect(values).toContain('高炉炼铁');
    expect(values).toHaveLength(14);
  });

  it('answers 404 for an unknown template or a path trick', async () => {
    for (const name of [
      'nope.xlsx',
      '..%2F..%2Fupstream.sqlite',
      'lces-data-collection',
      '%2Fetc%2Fpasswd',
    ]) {
      expect((await upstream.get(`/p/template/download/${name}`)).status).toBe(404);
    }
  });
});

describe('low-carbon steel evaluation: the data file upload (LCES_DATA)', () => {
  it('takes xlsx and xlsm workbooks and an Excel 97–2003 file, by their bytes', async () => {
    const workbook = await excelWorkbook();
    expect((await uploadFile(upstream, applicant, workbook, '数据.xlsx', 'LCES_DATA')).code).toBe(1);
    expect((await uploadFile(upstream, applicant, workbook, '数据（含宏）.xlsm', 'LCES_DATA')).code).toBe(1);
    expect((await uploadFile(upstream, applicant, ole2File(), '数据.XLS', 'LCES_DATA')).code).toBe(1);
  });

  it('refuses what is not what its extension says', async () => {
    const docx = zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
    const refused: [Uint8Array, string][] = [
      [await tinyPdf(), 'data.xlsx'], // a PDF renamed
      [docx, 'data.xlsx'], // a ZIP without xl/workbook.xml
      [zipOf({ 'xl/workbook.xml': '<workbook/>' }), 'data.xlsx'], // no [Content_Types].xml
      [ole2File(), 'data.xlsx'], // an OLE2 file named as a ZIP workbook
      [await excelWorkbook(), 'data.xls'], // a ZIP named as an OLE2 workbook
      [new TextEncoder().encode('a,b\n1,2\n'), 'data.xls'],
      [await excelWorkbook(), 'data.csv'],
      [await tinyPdf(), 'data.pdf'],
    ];
    for (const [bytes, name] of refused) {
      const answer = await uploadFile(upstream, applicant, bytes, name, 'LCES_DATA');
      expect(answer, name).toEqual({
        code: 500,
        data: null,
        message: '请上传 Excel 文件（xls、xlsx 或 xlsm）',
      });
    }
    const english = await uploadFile(upstream, applicant, docx, 'data.xlsx', 'LCES_DATA', 'en');
    expect(english.message).toBe('Please upload an Excel file (xls, xlsx or xlsm)');
  });

  it('takes a name of 160 characters and refuses 161', async () => {
    const workbook = await excelWorkbook();
    const name = (length: number) => `${'数'.repeat(length - 5)}.xlsx`;
    expect((await uploadFile(upstream, applicant, workbook, name(160), 'LCES_DATA')).code).toBe(1);
    expect((await uploadFile(upstream, applicant, workbook, name(161), 'LCES_DATA')).message).toBe(
      '文件名不能超过 160 个字符',
    );
  });

  it('reads a ZIP’s central directory', () => {
    expect(zipEntryNames(zipOf({ a: '1', 'xl/workbook.xml': '<w/>' }))).toEqual(['a', 'xl/workbook.xml']);
    expect(zipEntryNames(new Uint8Array(10))).toBeNull();
    const truncated = zipOf({ '[Content_Types].xml': '<T/>', 'xl/workbook.xml': '<w/>' }).subarray(0, 60);
    expect(zipEntryNames(truncated)).toBeNull();
  });
});

describe('low-carbon steel evaluation: the application', () => {
  it('stores up to three products with their process steps joined by semicolons', async () => {
    const files = [await dataFile(), await dataFile(), await dataFile()];
    const answer = await addApplication(
      [
        item(files[0] ?? 0),
        item(files[1] ?? 0, {
          productName: '电炉热轧带肋钢筋',
          process: 'EAF;REFINING;CONTINUOUS_CASTING;HOT_ROLLING',
          checkList: undefined,
        }),
        item(files[2] ?? 0, {
          productName: 'x'.repeat(50),
          process: '',
          checkList: ['DIRECT_REDUCTION', 'EAF'],
        }),
      ],
      applicant,
    );
    expect(answer.code).toBe(1);
    expect(answer.data.companyName).toBe('宝山钢铁股份有限公司');
    expect(answer.data.items.map((stored) => stored.process)).toEqual([
      'SINTERING;BLAST_FURNACE;BOF;CONTINUOUS_CASTING;HOT_ROLLING',
      'EAF;REFINING;CONTINUOUS_CASTING;HOT_ROLLING',
      'DIRECT_REDUCTION;EAF',
    ]);
    const stored = await upstream.getJson<StoredApplication[]>(
      '/__dev/carbon/applications?account=13800138000',
    );
    expect(stored.data[0]).toMatchObject({
      id: answer.data.id,
      userId: 1,
      introduction: expect.stringContaining('宝钢股份'),
      items: answer.data.items,
    });
  });

  it('names the items that miss their process steps or data file', async () => {
    const file = await dataFile();
    const body = [
      item(null),
      item(file, { process: '', checkList: [] }),
      item(null, { process: null, checkList: null }),
    ];
    const zh = await addApplication(body, applicant);
    expect(zh).toEqual({ code: 500, data: null, message: '第 2、3 项未选择工序；第 1、3 项未上传数据文件' });
    const en = await addApplication(
      [item(file), item(file, { process: ' ', checkList: undefined })],
      applicant,
      'en',
    );
    expect(en.message).toBe('Select the process steps of product 2');
  });

  it('refuses bad items with 400 naming the item (1-based)', async () => {
    const file = await dataFile();
    const cases: [unknown, string][] = [
      [[], 'at least one product'],
      [[item(file), item(file), item(file), item(file)], 'at most 3 products'],
      [{ list: [item(file)] }, 'body'],
      [[item(file, { productName: 'x'.repeat(51) })], 'item 1: productName'],
      [[item(file), item(file, { productName: ' ' })], 'item 2: productName'],
      [[item(file, { introduction: '' })], 'item 1: introduction'],
      [
        [item(file, { process: 'SINTERING;SMELTING', checkList: undefined })],
        'item 1: process: unknown step "SMELTING"',
      ],
      [[item(file, { process: 'BOF;BOF', checkList: undefined })], 'repeated'],
      [[item(file, { checkList: ['EAF'] })], 'item 1: checkList and process name different steps'],
      [[item(file, { attachmentId: 'x' })], 'item 1: attachmentId'],
    ];
    for (const [body, message] of cases) {
      const answer = await addApplication(body, applicant);
      expect(answer.code, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.message).toContain(message);
    }
  });

  it('takes only the caller’s own LCES_DATA files', async () => {
    const verifyPdf = await uploadFile(upstream, applicant, await tinyPdf(), 'epd.pdf', 'EPD_VERIFY');
    const othersFile = await dataFile((await devSession(upstream, '13700137000')).tokenVO.token);
    for (const attachmentId of [verifyPdf.data.id, othersFile, 999_999]) {
      const answer = await addApplication([item(await dataFile()), item(attachmentId)], applicant);
      expect(answer).toMatchObject({ code: 400, message: expect.stringContaining('item 2: attachmentId') });
    }
  });

  it('needs a signed-in user (the token on an /n/ path) with an authenticated company', async () => {
    const file = await dataFile();
    expect((await upstream.post('/n/carbon/addApplication', [item(file)])).status).toBe(401);
    expect(
      (await upstream.post('/n/carbon/addApplication', [item(file)], { token: 'not-a-token' })).status,
    ).toBe(401);
    const refused = await addApplication([item(await dataFile(noCompany))], noCompany, 'en');
    expect(refused).toEqual({
      code: 500,
      data: null,
      message: 'Your company must be authenticated before it can apply',
    });
    expect(
      (await upstream.getJson<unknown[]>('/__dev/carbon/applications?account=13100131000')).data,
    ).toEqual([]);
  });
});

describe('PCR applications', () => {
  it('stores the company and the product', async () => {
    const answer = await upstream.postJson<{ id: number }>(
      '/p/pcr/insert',
      { productName: ' 宝山钢铁股份有限公司 ', product: '无取向电工钢' },
      { token: applicant },
    );
    expect(answer).toMatchObject({ code: 1, data: { id: expect.any(Number) } });
    const stored = await upstream.getJson<
      { id: number; productName: string; product: string; userId: number }[]
    >('/__dev/pcr/applications?account=13800138000');
    expect(stored.data[0]).toMatchObject({
      id: answer.data.id,
      productName: '宝山钢铁股份有限公司',
      product: '无取向电工钢',
      userId: 1,
    });
  });

  it('refuses empty fields with the form’s messages, in the request’s language', async () => {
    const post = (body: unknown, language: 'zh-CN' | 'en' = 'zh-CN') =>
      upstream.postJson('/p/pcr/insert', body, { token: applicant, language });
    expect(await post({ productName: '', product: '钢筋' })).toEqual({
      code: 400,
      data: null,
      message: '企业名称不能为空',
    });
    expect(await post({ product: '钢筋' }, 'en')).toEqual({
      code: 400,
      data: null,
      message: 'Company name cannot be empty',
    });
    expect(await post({ productName: '宝钢', product: '  ' })).toEqual({
      code: 400,
      data: null,
      message: '产品不能为空',
    });
    expect((await post({ productName: '宝钢' }, 'en')).message).toBe('Product cannot be empty');
    expect((await post({ productName: 'x'.repeat(101), product: '钢筋' })).code).toBe(400);
    expect((await post({ productName: '宝钢', product: 'x'.repeat(201) })).code).toBe(400);
  });

  it('answers 401 to visitors', async () => {
    expect((await upstream.post('/p/pcr/insert', { productName: '宝钢', product: '钢筋' })).status).toBe(401);
    expect((await upstream.post('/p/pcr/apply/list', {})).status).toBe(401);
  });

  it('lists the caller’s own applications, newest first, a page at a time (the assumed p/pcr/apply/list)', async () => {
    type Listed = {
      list: { id: number; productName: string; product: string; applyTime: string }[];
      totals: number;
      pageNum: number;
      pageSize: number;
    };
    const other = (await devSession(upstream, '13300133000')).tokenVO.token;
    await upstream.postJson(
      '/p/pcr/insert',
      { productName: '南京钢铁股份有限公司', product: '别人的产品' },
      { token: other },
    );
    const ids: number[] = [];
    for (const product of ['热轧 H 型钢', '冷轧硅钢', '镀锌板']) {
      ids.push(
        (
          await upstream.postJson<{ id: number }>(
            '/p/pcr/insert',
            { productName: '宝山钢铁股份有限公司', product },
            { token: applicant },
          )
        ).data.id,
      );
    }
    const all = await upstream.postJson<Listed>(
      '/p/pcr/apply/list',
      { pageNum: 1, pageSize: 100 },
      { token: applicant },
    );
    expect(all.code).toBe(1);
    expect(all.data.list.map((item) => item.product)).not.toContain('别人的产品');
    expect(all.data.list.slice(0, 3).map((item) => item.id)).toEqual([...ids].reverse());
    expect(all.data.list[0]).toEqual({
      id: ids[2],
      productName: '宝山钢铁股份有限公司',
      product: '镀锌板',
      applyTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(all.data.totals).toBe(all.data.list.length);
    const second = await upstream.postJson<Listed>(
      '/p/pcr/apply/list',
      { pageNum: 2, pageSize: 2 },
      { token: applicant },
    );
    expect(second.data).toMatchObject({ pageNum: 2, pageSize: 2, totals: all.data.totals });
    expect(second.data.list.map((item) => item.id)).toEqual(all.data.list.slice(2, 4).map((item) => item.id));
    // An empty body is the first page of 10.
    const plain = await upstream.post('/p/pcr/apply/list', '', { token: applicant });
    expect(((await plain.json()) as { data: Listed }).data).toMatchObject({ pageNum: 1, pageSize: 10 });
  });
});

describe('feedback', () => {
  const form = (token: string) => ({
    companyName: '宝山钢铁股份有限公司',
    nickname: '王建国',
    phone: '13800138000',
    mail: 'Wang@Baosteel-Demo.example',
    information: '希望 EPD 查询支持按 GWP 数值排序。',
    token,
  });

  it('stores feedback from a signed-in user who passed the slider puzzle', async () => {
    const saved = await upstream.postJson<{ id: number }>(
      '/p/suggest/save',
      form(await passCaptcha(upstream)),
      { token: applicant },
    );
    expect(saved).toMatchObject({ code: 1, data: { id: expect.any(Number) } });
    const sent = await upstream.getJson<Record<string, unknown>[]>('/__dev/feedback?account=13800138000');
    expect(sent.data[0]).toMatchObject({
      id: saved.data.id,
      userAccount: '13800138000',
      nickname: '王建国',
      mail: 'wang@baosteel-demo.example',
      information: '希望 EPD 查询支持按 GWP 数值排序。',
    });
  });

  it('takes a visitor’s feedback with a passed puzzle, under no account (business.md 5)', async () => {
    const information = `访客反馈 ${Date.now()}`;
    const saved = await upstream.postJson<{ id: number }>('/p/suggest/save', {
      ...form(await passCaptcha(upstream)),
      information,
    });
    expect(saved).toMatchObject({ code: 1, data: { id: expect.any(Number) } });
    const sent = await upstream.getJson<Record<string, unknown>[]>('/__dev/feedback');
    expect(sent.data.find((entry) => entry.information === information)).toMatchObject({
      id: saved.data.id,
      userId: null,
      userAccount: null,
      nickname: '王建国',
    });
    // A visitor without a passed puzzle is refused as a user is; a dead token is still 401.
    expect((await upstream.postJson('/p/suggest/save', form('made-up'))).code).toBe(6110);
    expect(
      (await upstream.post('/p/suggest/save', form(await passCaptcha(upstream)), { token: 'not-a-token' }))
        .status,
    ).toBe(401);
  });

  it('needs every field and a valid e-mail; a bad form does not spend the puzzle', async () => {
    const verification = await passCaptcha(upstream);
    for (const field of ['companyName', 'nickname', 'phone', 'mail', 'information', 'token'] as const) {
      const answer = await upstream.postJson(
        '/p/suggest/save',
        { ...form(verification), [field]: ' ' },
        { token: applicant },
      );
      expect(answer.code, field).toBe(400);
      expect(answer.message).toContain(field);
    }
    const badMail = await upstream.postJson(
      '/p/suggest/save',
      { ...form(verification), mail: 'wang@' },
      { token: applicant },
    );
    expect(badMail).toMatchObject({ code: 400, message: expect.stringContaining('mail') });
    expect((await upstream.postJson('/p/suggest/save', form(verification), { token: applicant })).code).toBe(
      1,
    );
  });

  it('refuses a used, made-up or missing puzzle verification with 6110', async () => {
    const verification = await passCaptcha(upstream);
    expect((await upstream.postJson('/p/suggest/save', form(verification), { token: applicant })).code).toBe(
      1,
    );
    const reused = await upstream.postJson('/p/suggest/save', form(verification), {
      token: applicant,
      language: 'en',
    });
    expect(reused).toMatchObject({ code: 6110, message: 'The captcha has expired. Please get a new one.' });
    expect((await upstream.postJson('/p/suggest/save', form('made-up'), { token: applicant })).code).toBe(
      6110,
    );
  });
});
