import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devSession } from './account-helpers.ts';
import { excelWorkbook, tinyPdf, tinyPng, uploadFile } from './upload-helpers.ts';
import type { TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

type VerificationRecord = {
  id: number;
  epdRegistrationNumber: string;
  productName: string | null;
  userPosition: string | null;
  companyName: string;
  country: string | null;
  region: string[];
  regionName: string | null;
  userEmail: string;
  userContact: string;
  relational: number;
  verifyState: number;
  supplement: string | null;
  remark: string | null;
  createTime: string;
};
type VerificationPage = { list: VerificationRecord[]; totals: number; pageNum: number; pageSize: number };
type VerificationFile = {
  id: number;
  fileName: string;
  uploadDate: string;
  feedbackTime: string | null;
  feedbackMsg: string | null;
  feedbackAttachmentId: number | null;
  feedbackFileName: string | null;
};
type MessagePage = { list: { id: number; status: number; sendMsg: string }[]; totals: number };

let upstream: TestUpstream;
let applicant: string; // 13800138000
let other: string; // 13700137000
const temp = makeTempDir();

beforeAll(async () => {
  upstream = await startTestUpstream(temp.dir);
  applicant = (await devSession(upstream, '13800138000')).tokenVO.token;
  other = (await devSession(upstream, '13700137000')).tokenVO.token;
});

afterAll(async () => {
  await upstream.close();
  temp.remove();
});

const list = (
  token: string,
  body: unknown = { pageNum: 1, pageSize: 10, total: 0 },
  language: 'zh-CN' | 'en' = 'zh-CN',
) => upstream.postJson<VerificationPage>('/p/epd/verify/list', body, { token, language });

async function uploadVerifyPdf(token: string): Promise<number> {
  const uploaded = await uploadFile(
    upstream,
    token,
    await tinyPdf(),
    'EPD-CN-2025-0012 镀锌钢板.pdf',
    'EPD_VERIFY',
  );
  expect(uploaded.code).toBe(1);
  return uploaded.data.id;
}

const validForm = (uploadAttachmentId: number) => ({
  userId: 1,
  userContact: '021-26641234',
  epdRegistrationNumber: 'epd-cn-2025-0012',
  userPosition: '采购工程师',
  companyName: '宝山钢铁股份有限公司',
  country: '中国',
  region: ['310000', '310113'],
  userEmail: 'Buyer@Baosteel-Demo.example',
  relationalId: 0,
  supplement: '随货附带的 EPD',
  remark: '请核实有效期',
  uploadAttachmentId,
});

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('');
}

describe('verification requests: the demo account', () => {
  it('lists 13800138000’s requests newest first, 10 a page, in every verify state', async () => {
    const page = await list(applicant);
    expect(page.code).toBe(1);
    expect(page.data).toMatchObject({ totals: 4, pageNum: 1, pageSize: 10 });
    expect(page.data.list.map((record) => record.verifyState)).toEqual([3, 2, 2, 1]);
    const times = page.data.list.map((record) => record.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.data.list[0]).toMatchObject({
      epdRegistrationNumber: 'EPD-CN-2025-0009',
      productName: '电炉短流程热轧带肋钢筋 HRB400E',
      userPosition: '采购经理',
      companyName: '宝山钢铁股份有限公司',
      country: '中国',
      region: ['310000', '310113'],
      regionName: '上海市 宝山区',
      userEmail: 'purchase@baosteel-demo.example',
      relational: 0,
    });
    // A forged registration number has no published product behind it.
    expect(page.data.list[3]).toMatchObject({
      epdRegistrationNumber: 'EPD-CN-2024-0999',
      productName: null,
      relational: 2,
    });
    // An empty body pages with the defaults.
    expect((await list(applicant, '')).data).toMatchObject({ totals: 4, pageSize: 10 });
  });

  it('pages with the page size asked for, and answers region and product in English', async () => {
    const first = await list(applicant, { pageNum: 1, pageSize: 3 }, 'en');
    const second = await list(applicant, { pageNum: 2, pageSize: 3 }, 'en');
    expect(first.data.list).toHaveLength(3);
    expect(second.data.list).toHaveLength(1);
    expect(second.data.totals).toBe(4);
    expect(first.data.list[0]).toMatchObject({
      regionName: 'Shanghai Baoshan District',
      productName: 'EAF hot-rolled ribbed bar HRB400E',
      country: '中国',
    });
  });

  it('shows the files with the platform’s feedback; both files download for the applicant only', async () => {
    const page = await list(applicant);
    const failed = page.data.list.find((record) => record.verifyState === 1);
    const pending = page.data.list.find((record) => record.verifyState === 3);
    const files = await upstream.getJson<VerificationFile[]>(`/p/epd/verify/attachment/${failed?.id}`, {
      token: applicant,
    });
    expect(files.data).toHaveLength(1);
    const [file] = files.data;
    expect(file).toMatchObject({
      fileName: 'EPD-CN-2024-0999 热轧带肋钢筋.pdf',
      feedbackMsg: expect.stringContaining('平台未登记注册号'),
      feedbackFileName: 'EPD核验反馈-EPD-CN-2024-0999.pdf',
    });
    expect(file?.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(file?.feedbackTime && file.uploadDate < file.feedbackTime).toBe(true);
    const english = await upstream.getJson<VerificationFile[]>(`/p/epd/verify/attachment/${failed?.id}`, {
      token: applicant,
      language: 'en',
    });
    expect(english.data[0]?.feedbackMsg).toMatch(/^No EPD with registration number EPD-CN-2024-0999/);

    const waiting = await upstream.getJson<VerificationFile[]>(`/p/epd/verify/attachment/${pending?.id}`, {
      token: applicant,
    });
    expect(waiting.data[0]).toMatchObject({
      feedbackTime: null,
      feedbackMsg: null,
      feedbackAttachmentId: null,
    });

    for (const id of [file?.id, file?.feedbackAttachmentId]) {
      const own = await upstream.get(`/p/attachment/download/${id}`, { token: applicant });
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('application/pdf');
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      await own.arrayBuffer();
      expect((await upstream.get(`/p/attachment/download/${id}`, { token: other })).status).toBe(404);
      expect((await upstream.get(`/n/attachment/online/${id}`)).status).toBe(404);
    }
  });

  it('previews a file inline with the token in the query (n/attachment/download/token)', async () => {
    const page = await list(applicant);
    const files = await upstream.getJson<VerificationFile[]>(
      `/p/epd/verify/attachment/${page.data.list[1]?.id}`,
      {
        token: applicant,
      },
    );
    const id = files.data[0]?.feedbackAttachmentId;
    const preview = await upstream.get(
      `/n/attachment/download/token/${id}?Authorization=${encodeURIComponent(applicant)}`,
    );
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(await pdfText(await preview.arrayBuffer())).toContain('EPD-CN-2025-0001');
    const someoneElse = await upstream.get(
      `/n/attachment/download/token/${id}?Authorization=${encodeURIComponent(other)}`,
    );
    expect(someoneElse.status).toBe(404);
    expect((await upstream.get(`/n/attachment/download/token/${id}?Authorization=nope`)).status).toBe(401);
    expect((await upstream.get(`/n/attachment/download/token/${id}`)).status).toBe(401);
  });

  it('answers someone else’s or an unknown request like a missing one', async () => {
    const mine = (await list(applicant)).data.list[0]?.id;
    const detail = await upstream.getJson<VerificationRecord>(`/p/epd/verify/detail/${mine}`, {
      token: applicant,
    });
    expect(detail).toMatchObject({
      code: 1,
      data: { id: mine, remark: '请核实文件中的 GWP 数值与平台登记一致。' },
    });
    for (const path of [`/p/epd/verify/detail/${mine}`, `/p/epd/verify/attachment/${mine}`]) {
      expect(await upstream.getJson(path, { token: other })).toEqual({
        code: 0,
        data: null,
        message: '核验申请不存在',
      });
    }
    expect(
      (await upstream.getJson('/p/epd/verify/detail/99999', { token: applicant, language: 'en' })).message,
    ).toBe('Verification request not found');
    expect((await upstream.getJson('/p/epd/verify/detail/abc', { token: applicant })).code).toBe(0);
    expect((await list(other)).data).toMatchObject({ list: [], totals: 0 });
  });

  it('answers 401 to visitors', async () => {
    expect((await upstream.post('/p/epd/verify/list', {})).status).toBe(401);
    expect((await upstream.get('/p/epd/verify/detail/1')).status).toBe(401);
    expect((await upstream.get('/p/epd/verify/attachment/1')).status).toBe(401);
    expect((await upstream.post('/p/epd/verify/insert', validForm(1))).status).toBe(401);
  });
});

describe('verification requests: the EPD file upload (EPD_VERIFY)', () => {
  it('takes a PDF, checked by its bytes', async () => {
    const uploaded = await uploadFile(upstream, applicant, await tinyPdf(), 'EPD 文件.pdf', 'epd_verify');
    expect(uploaded).toMatchObject({
      code: 1,
      data: { businessType: 'EPD_VERIFY', fileName: 'EPD 文件.pdf' },
    });
  });

  it('refuses a PNG renamed .pdf, and an Excel file', async () => {
    const png = await uploadFile(upstream, applicant, tinyPng(), 'report.pdf', 'EPD_VERIFY');
    expect(png).toEqual({ code: 500, data: null, message: '只能上传 PDF 文件' });
    const excel = await uploadFile(
      upstream,
      applicant,
      await excelWorkbook(),
      'report.xlsx',
      'EPD_VERIFY',
      'en',
    );
    expect(excel.message).toBe('Only PDF files can be uploaded');
    // The same PNG is fine where the platform leaves the type to the portal.
    expect((await uploadFile(upstream, applicant, tinyPng(), 'licence.png', 'COMPANY_LICENSE')).code).toBe(1);
  });

  it('takes a name of 90 characters and refuses 91', async () => {
    const name = (length: number) => `${'核'.repeat(length - 4)}.pdf`;
    expect((await uploadFile(upstream, applicant, await tinyPdf(), name(90), 'EPD_VERIFY')).code).toBe(1);
    const long = await uploadFile(upstream, applicant, await tinyPdf(), name(91), 'EPD_VERIFY', 'en');
    expect(long).toEqual({
      code: 500,
      data: null,
      message: 'The file name must not be longer than 90 characters',
    });
  });
});

describe('verification requests: the form', () => {
  it('stores a request in verification and answers it as the detail does', async () => {
    const fileId = await uploadVerifyPdf(applicant);
    const inserted = await upstream.postJson<VerificationRecord>('/p/epd/verify/insert', validForm(fileId), {
      token: applicant,
    });
    expect(inserted.code).toBe(1);
    expect(inserted.data).toMatchObject({
      epdRegistrationNumber: 'EPD-CN-2025-0012',
      productName: expect.any(String),
      userContact: '021-26641234',
      userPosition: '采购工程师',
      country: '中国',
      region: ['310000', '310113'],
      regionName: '上海市 宝山区',
      userEmail: 'buyer@baosteel-demo.example',
      relational: 0,
      verifyState: 3,
      supplement: '随货附带的 EPD',
      remark: '请核实有效期',
    });
    const page = await list(applicant);
    expect(page.data.totals).toBe(5);
    expect(page.data.list[0]?.id).toBe(inserted.data.id);
    const detail = await upstream.getJson<VerificationRecord>(`/p/epd/verify/detail/${inserted.data.id}`, {
      token: applicant,
    });
    expect(detail.data).toEqual(inserted.data);
    const files = await upstream.getJson<VerificationFile[]>(`/p/epd/verify/attachment/${inserted.data.id}`, {
      token: applicant,
    });
    expect(files.data).toEqual([
      expect.objectContaining({
        id: fileId,
        fileName: 'EPD-CN-2025-0012 镀锌钢板.pdf',
        feedbackTime: null,
        feedbackMsg: null,
      }),
    ]);
  });

  it('keeps relationalId as the record’s relational, and drops the region of a request from abroad', async () => {
    for (const relationalId of [1, 2, '2']) {
      const answer = await upstream.postJson<VerificationRecord>(
        '/p/epd/verify/insert',
        {
          ...validForm(await uploadVerifyPdf(applicant)),
          relationalId,
          country: '国外',
          region: ['310000'],
          userPosition: '',
        },
        { token: applicant },
      );
      expect(answer.data).toMatchObject({
        relational: Number(relationalId),
        country: '国外',
        region: [],
        regionName: null,
        userPosition: null,
      });
    }
    // Only phone, number, company, e-mail, relationship and the file are required.
    const minimal = await upstream.postJson<VerificationRecord>(
      '/p/epd/verify/insert',
      {
        userContact: '13800138000',
        epdRegistrationNumber: 'EPD-CN-2025-0001',
        companyName: 'Baosteel',
        userEmail: 'a@b.example',
        relationalId: 0,
        uploadAttachmentId: await uploadVerifyPdf(applicant),
      },
      { token: applicant },
    );
    expect(minimal.data).toMatchObject({
      country: null,
      region: [],
      supplement: null,
      remark: null,
      verifyState: 3,
    });
  });

  it('refuses the form without each required field, or with a bad value', async () => {
    const fileId = await uploadVerifyPdf(applicant);
    const form = validForm(fileId);
    const before = (await list(applicant)).data.totals;
    const cases: [string, Record<string, unknown>][] = [
      ['userContact', { userContact: '' }],
      ['userContact', { userContact: 'call me' }],
      ['epdRegistrationNumber', { epdRegistrationNumber: '  ' }],
      ['companyName', { companyName: undefined }],
      ['companyName', { companyName: 'x'.repeat(101) }],
      ['userEmail', { userEmail: '' }],
      ['userEmail', { userEmail: 'not-an-address' }],
      ['relationalId', { relationalId: null }],
      ['relationalId', { relationalId: '' }],
      ['relationalId', { relationalId: 3 }],
      ['uploadAttachmentId', { uploadAttachmentId: undefined }],
      ['country', { country: 'China' }],
      ['userPosition', { userPosition: 'p'.repeat(33) }],
      ['remark', { remark: 'r'.repeat(501) }],
      ['region', { region: ['310000', '320100'] }],
      ['region', { region: ['999999'] }],
    ];
    for (const [field, change] of cases) {
      const answer = await upstream.postJson(
        '/p/epd/verify/insert',
        { ...form, ...change },
        { token: applicant },
      );
      expect(answer.code, `${field} ${JSON.stringify(change)}`).toBe(400);
      expect(answer.message).toContain(field);
    }
    expect((await list(applicant)).data.totals).toBe(before);
  });

  it('takes only the caller’s own EPD_VERIFY upload, and only for the caller', async () => {
    const othersFile = await uploadVerifyPdf(other);
    const notVerify = await uploadFile(
      upstream,
      applicant,
      await tinyPdf(),
      'licence.pdf',
      'COMPANY_LICENSE',
    );
    for (const uploadAttachmentId of [othersFile, notVerify.data.id, 99999]) {
      const answer = await upstream.postJson('/p/epd/verify/insert', validForm(uploadAttachmentId), {
        token: applicant,
      });
      expect(answer).toMatchObject({ code: 400, message: expect.stringContaining('uploadAttachmentId') });
    }
    const asSomeoneElse = await upstream.post(
      '/p/epd/verify/insert',
      { ...validForm(await uploadVerifyPdf(applicant)), userId: 2 },
      {
        token: applicant,
      },
    );
    expect(asSomeoneElse.status).toBe(403);
  });

  it('finds the product of a published EPD by its registration number as the user types (p/epd/page)', async () => {
    type EpdPage = {
      list: { epdRegistrationNumber: string; productName: string; productNameEn: string | null }[];
      totals: number;
    };
    const typed = await upstream.postJson<EpdPage>('/p/epd/page', {
      epdKeyword: 'epd-cn-2025-0009',
      pageNum: 1,
      pageSize: 5,
    });
    expect(typed.data.list.find((epd) => epd.epdRegistrationNumber === 'EPD-CN-2025-0009')?.productName).toBe(
      '电炉短流程热轧带肋钢筋 HRB400E',
    );
    const forged = await upstream.postJson<EpdPage>('/p/epd/page', {
      epdKeyword: 'EPD-CN-2024-0999',
      pageNum: 1,
      pageSize: 5,
    });
    expect(forged.data.totals).toBe(0);
  });
});

describe('verification requests: the back office answers (dev operation)', () => {
  it('sets the verify state with a feedback message and PDF, and tells the applicant', async () => {
    const fileId = await uploadVerifyPdf(applicant);
    const request = await upstream.postJson<VerificationRecord>('/p/epd/verify/insert', validForm(fileId), {
      token: applicant,
    });
    const unreadBefore = await upstream.postJson<number>('/p/epd/inner/count', {}, { token: applicant });

    const answered = await upstream.postJson<{
      record: VerificationRecord;
      attachments: VerificationFile[];
      messageId: number;
    }>(`/__dev/verify/${request.data.id}/state`, {
      verifyState: 1,
      feedbackMsg: '文件中的 GWP 数值与平台登记不一致（登记值 2,136.4）。',
      feedbackMsgEn: 'The GWP in the file differs from the one on record.',
    });
    expect(answered.code).toBe(1);
    expect(answered.data.record).toMatchObject({ id: request.data.id, verifyState: 1 });
    const files = await upstream.getJson<VerificationFile[]>(`/p/epd/verify/attachment/${request.data.id}`, {
      token: applicant,
      language: 'en',
    });
    expect(files.data[0]).toMatchObject({
      id: fileId,
      feedbackMsg: 'The GWP in the file differs from the one on record.',
      feedbackTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      feedbackFileName: 'EPD核验反馈-EPD-CN-2025-0012.pdf',
    });
    const detail = await upstream.getJson<VerificationRecord>(`/p/epd/verify/detail/${request.data.id}`, {
      token: applicant,
    });
    expect(detail.data.verifyState).toBe(1);

    const pdf = await upstream.get(`/p/attachment/download/${files.data[0]?.feedbackAttachmentId}`, {
      token: applicant,
    });
    expect(pdf.status).toBe(200);
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain('EPD-CN-2025-0012');
    expect(text).toContain('GWP');
    expect(
      (await upstream.get(`/p/attachment/download/${files.data[0]?.feedbackAttachmentId}`, { token: other }))
        .status,
    ).toBe(404);

    // The bell: one more unread message, the newest, linking to the request.
    const unreadAfter = await upstream.postJson<number>('/p/epd/inner/count', {}, { token: applicant });
    expect(unreadAfter.data).toBe(unreadBefore.data + 1);
    const messages = await upstream.postJson<MessagePage>(
      '/p/epd/inner/list',
      { pageNum: 1, pageSize: 4, type: 1, inlet: 'USER' },
      { token: applicant },
    );
    expect(messages.data.list[0]).toMatchObject({ id: answered.data.messageId, status: 0 });
    expect(messages.data.list[0]?.sendMsg).toContain('核验未通过');
    expect(messages.data.list[0]?.sendMsg).toContain(`/myDetails?id=${request.data.id}`);
    expect(messages.data.list[0]?.sendMsg).toContain('（登记值 2,136.4）');

    // Answered again: succeeded, the latest feedback replaces the first.
    const again = await upstream.postJson<{ record: VerificationRecord }>(
      `/__dev/verify/${request.data.id}/state`,
      {
        verifyState: 2,
        feedbackMsg: '<b>复核</b>后确认一致。',
      },
    );
    expect(again.data.record.verifyState).toBe(2);
    const latest = await upstream.getJson<VerificationFile[]>(`/p/epd/verify/attachment/${request.data.id}`, {
      token: applicant,
      language: 'en',
    });
    // No English given: the Chinese text in both languages; plain text, escaped into the message.
    expect(latest.data[0]?.feedbackMsg).toBe('<b>复核</b>后确认一致。');
    const newest = await upstream.postJson<MessagePage>(
      '/p/epd/inner/list',
      { pageNum: 1, pageSize: 1, type: 1 },
      {
        token: applicant,
        language: 'en',
      },
    );
    expect(newest.data.list[0]?.sendMsg).toContain('was confirmed genuine');
    expect(newest.data.list[0]?.sendMsg).toContain('&#60;b&#62;');
  });

  it('refuses a state other than 1, 2 or 3, an empty message, and an unknown request', async () => {
    const id = (await list(applicant)).data.list[0]?.id;
    expect(
      (await upstream.postJson(`/__dev/verify/${id}/state`, { verifyState: 4, feedbackMsg: 'x' })).code,
    ).toBe(400);
    expect(
      (await upstream.postJson(`/__dev/verify/${id}/state`, { verifyState: 2, feedbackMsg: ' ' })).code,
    ).toBe(400);
    expect(
      (await upstream.post('/__dev/verify/99999/state', { verifyState: 2, feedbackMsg: 'x' })).status,
    ).toBe(404);
  });

  it('lists an account’s requests for tests and operators', async () => {
    const all = await upstream.getJson<(VerificationRecord & { userId: number })[]>(
      '/__dev/verify?account=13800138000',
    );
    expect(all.data.length).toBeGreaterThanOrEqual(4);
    expect(all.data.every((record) => record.userId === 1)).toBe(true);
    expect((await upstream.getJson<unknown[]>('/__dev/verify?account=nobody')).data).toEqual([]);
  });
});
