import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfOf, pngOf } from '../../support/real-files.ts';
import { devSession } from './account-helpers.ts';
import type { Envelope, TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

type Region = { code: string; name: string };
type Uploaded = { id: number; fileName: string; size: number; businessType: string; uploadDate: string };
type Company = {
  id: number | null;
  companyName: string | null;
  companyCode: string | null;
  companyEmail: string | null;
  companyStatus: number | null;
  province?: string | null;
  provinceName?: string | null;
  city?: string | null;
  cityName?: string | null;
  licenseAttachmentId?: number | null;
  billAttachmentId?: number | null;
};
type MessagePage = { list: { id: number; status: number; sendMsg: string }[]; totals: number };

let upstream: TestUpstream;
const temp = makeTempDir();

beforeAll(async () => {
  upstream = await startTestUpstream(temp.dir);
});

afterAll(async () => {
  await upstream.close();
  temp.remove();
});

const tinyPng = (): Uint8Array => pngOf(8, 8, [90, 120, 160]);
const tinyPdf = (): Promise<Uint8Array> => pdfOf('Billing information', [300, 200]);

async function upload(
  token: string | undefined,
  bytes: Uint8Array,
  fileName: string,
  businessType: string,
  language: 'zh-CN' | 'en' = 'zh-CN',
): Promise<Envelope<Uploaded>> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  form.append('businessType', businessType);
  form.append('reportType', '0');
  const response = await fetch(`${upstream.url}/p/attachment/upload`, {
    method: 'POST',
    headers: { 'Accept-Language': language, ...(token ? { Authorization: token } : {}) },
    body: form,
  });
  return (await response.json()) as Envelope<Uploaded>;
}

describe('regions', () => {
  it('lists the 34 provincial-level divisions under CN, localised', async () => {
    const zh = await upstream.getJson<Region[]>('/p/region/CN');
    expect(zh.code).toBe(1);
    expect(zh.data).toHaveLength(34);
    expect(zh.data[0]).toEqual({ code: '110000', name: '北京市' });
    expect(zh.data.map((region) => region.code)).toEqual(
      expect.arrayContaining(['310000', '820000', '710000']),
    );
    for (const region of zh.data) expect(region.code).toMatch(/^\d{2}0000$/);
    const en = await upstream.getJson<Region[]>('/p/region/CN', { language: 'en' });
    expect(en.data.find((region) => region.code === '130000')?.name).toBe('Hebei');
  });

  it("lists a province's prefecture-level cities and a municipality's districts", async () => {
    const hebei = await upstream.getJson<Region[]>('/p/region/130000');
    expect(hebei.data).toHaveLength(11);
    expect(hebei.data).toContainEqual({ code: '130200', name: '唐山市' });
    const jiangsu = await upstream.getJson<Region[]>('/p/region/320000', { language: 'en' });
    expect(jiangsu.data).toHaveLength(13);
    expect(jiangsu.data[0]).toEqual({ code: '320100', name: 'Nanjing' });
    expect((await upstream.getJson<Region[]>('/p/region/370000')).data).toHaveLength(16);
    expect((await upstream.getJson<Region[]>('/p/region/440000')).data).toHaveLength(21);
    expect((await upstream.getJson<Region[]>('/p/region/210000')).data).toHaveLength(14);
    const shanghai = await upstream.getJson<Region[]>('/p/region/310000');
    expect(shanghai.data).toHaveLength(16);
    expect(shanghai.data).toContainEqual({ code: '310113', name: '宝山区' });
    expect((await upstream.getJson<Region[]>('/p/region/130200')).data).toEqual([]);
    expect((await upstream.getJson<Region[]>('/p/region/999999')).data).toEqual([]);
  });
});

describe('uploads and downloads', () => {
  it('stores a PNG and a PDF for the uploader and gives back the same bytes', async () => {
    const token = (await devSession(upstream, '13700137000')).tokenVO.token;
    const png = tinyPng();
    const pdf = await tinyPdf();
    const licence = await upload(token, png, '营业执照 副本.png', 'COMPANY_LICENSE');
    expect(licence).toMatchObject({
      code: 1,
      data: { fileName: '营业执照 副本.png', size: png.byteLength, businessType: 'COMPANY_LICENSE' },
    });
    expect(licence.data.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const bill = await upload(token, pdf, 'billing-info.pdf', 'company_bill_info');
    expect(bill.data).toMatchObject({ size: pdf.byteLength, businessType: 'COMPANY_BILL_INFO' });

    const pngBack = await upstream.get(`/p/attachment/download/${licence.data.id}`, { token });
    expect(pngBack.status).toBe(200);
    expect(pngBack.headers.get('content-type')).toBe('image/png');
    expect(pngBack.headers.get('content-disposition')).toBe(
      `attachment; filename="download.png"; filename*=UTF-8''%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7%20%E5%89%AF%E6%9C%AC.png`,
    );
    expect(new Uint8Array(await pngBack.arrayBuffer())).toEqual(png);

    const pdfBack = await upstream.get(`/p/attachment/download/${bill.data.id}`, { token });
    expect(pdfBack.headers.get('content-type')).toBe('application/pdf');
    expect(pdfBack.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await pdfBack.arrayBuffer())).toEqual(pdf);

    // Someone else's upload is not theirs to download, nor anyone's through the public route.
    const other = (await devSession(upstream, '13800138000')).tokenVO.token;
    expect((await upstream.get(`/p/attachment/download/${licence.data.id}`, { token: other })).status).toBe(
      404,
    );
    expect((await upstream.get(`/n/attachment/online/${licence.data.id}`)).status).toBe(404);
    expect((await upstream.get(`/p/attachment/download/${licence.data.id}`)).status).toBe(401);
  });

  it("serves the platform's public files to any signed-in user", async () => {
    const token = (await devSession(upstream, '13100131000')).tokenVO.token;
    const notice = await upstream.postJson<{ attachmentList: { id: number }[] }>('/n/announcement/get', {
      id: 1,
    });
    const fileId = notice.data.attachmentList[0]?.id;
    expect(fileId).toBeGreaterThan(0);
    const response = await upstream.get(`/p/attachment/download/${fileId}`, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect((await upstream.get('/p/attachment/download/999999', { token })).status).toBe(404);
  });

  it('refuses an empty file, a visitor and a missing business type', async () => {
    const token = (await devSession(upstream, '13700137000')).tokenVO.token;
    expect(await upload(token, new Uint8Array(0), 'empty.png', 'COMPANY_LICENSE')).toMatchObject({
      code: 500,
      message: '上传的文件为空',
    });
    expect(await upload(token, new Uint8Array(0), 'empty.png', 'COMPANY_LICENSE', 'en')).toMatchObject({
      code: 500,
      message: 'The file is empty',
    });
    expect((await upload(undefined, tinyPng(), 'a.png', 'COMPANY_LICENSE')).code).toBe(401);
    expect((await upload(token, tinyPng(), 'a.png', '../etc')).code).toBe(400);
    expect((await upstream.postJson('/p/attachment/upload', { file: 'x' }, { token })).code).toBe(400);
  });

  it('refuses a file over 20 MB', async () => {
    const token = (await devSession(upstream, '13700137000')).tokenVO.token;
    const answer = await upload(token, new Uint8Array(20 * 1024 * 1024 + 1), 'large.zip', 'DATA');
    expect(answer).toMatchObject({ code: 500, message: '文件大小不能超过 20 MB' });
  });
});

describe('company authentication', () => {
  const form = (licence: number, bill: number) => ({
    companyCode: '91500000MA5U7AEX4K',
    companyName: '重庆长渝汽车零部件有限公司',
    companyEmail: 'Green@Changyu-Demo.example',
    province: '500000',
    city: '500115',
    address: '长寿经济技术开发区齐心大道 20 号',
    legalPerson: '何建平',
    contacts: '孙丽',
    zipCode: '401220',
    contactPhone: '023-40561234',
    licenseAttachmentId: licence,
    billAttachmentId: bill,
  });

  it('goes under review, is approved through the back office, and tells the user', async () => {
    const session = await devSession(upstream, '13100131000');
    const token = session.tokenVO.token;
    const userId = session.portalUserVO.id;
    const status = async () =>
      (await upstream.getJson<Company>(`/p/portal/company/user/${userId}`, { token })).data;
    expect(await status()).toMatchObject({ id: null, companyStatus: null });

    const licence = (await upload(token, tinyPng(), '营业执照.png', 'COMPANY_LICENSE')).data.id;
    const bill = (await upload(token, tinyPng(), '开票信息.png', 'COMPANY_BILL_INFO')).data.id;
    const someoneElses = (
      await upload(
        (await devSession(upstream, '13800138000')).tokenVO.token,
        tinyPng(),
        'x.png',
        'COMPANY_LICENSE',
      )
    ).data.id;

    // Checks of the form.
    const refused = (body: object) => upstream.postJson('/p/company/insert/uc', body, { token });
    expect(await refused({ ...form(someoneElses, bill) })).toMatchObject({
      code: 400,
      message: expect.stringContaining('licenseAttachmentId'),
    });
    expect((await refused({ ...form(licence, bill), companyCode: '91500000MA5U7AEX4' })).code).toBe(400);
    expect((await refused({ ...form(licence, bill), companyName: '长渝汽配' })).code).toBe(400);
    expect((await refused({ ...form(licence, bill), city: '130200' })).code).toBe(400);
    expect((await refused({ ...form(licence, bill), city: null })).code).toBe(400);
    expect((await refused({ ...form(licence, bill), companyEmail: 'not-an-address' })).code).toBe(400);
    expect((await status()).companyStatus).toBeNull();

    const submitted = await upstream.postJson<Company>('/p/company/insert/uc', form(licence, bill), {
      token,
    });
    expect(submitted.code).toBe(1);
    expect(submitted.data).toMatchObject({
      companyStatus: 0,
      companyName: '重庆长渝汽车零部件有限公司',
      companyCode: '91500000MA5U7AEX4K',
      companyEmail: 'green@changyu-demo.example',
      province: '500000',
      provinceName: '重庆市',
      city: '500115',
      cityName: '长寿区',
      licenseAttachmentId: licence,
      billAttachmentId: bill,
    });
    expect(
      (await upstream.getJson<Company>(`/p/portal/company/user/${userId}`, { token, language: 'en' })).data,
    ).toMatchObject({ companyStatus: 0, provinceName: 'Chongqing', cityName: 'Changshou District' });

    // Under review: no second submission, no e-mail change.
    expect(await upstream.postJson('/p/company/insert/uc', form(licence, bill), { token })).toMatchObject({
      code: 500,
      message: '企业认证正在审核中，请勿重复提交',
    });
    const companyId = submitted.data.id;
    expect(
      await upstream.postJson(
        '/p/company/updateMail',
        { companyEmail: 'a@b.example', id: companyId },
        { token },
      ),
    ).toMatchObject({ code: 500 });

    const unreadBefore = (await upstream.postJson<number>('/p/epd/inner/count', {}, { token })).data;
    const reviewed = await upstream.postJson<Company>(`/__dev/companies/${userId}/review`, {
      companyStatus: 1,
    });
    expect(reviewed.data).toMatchObject({ companyStatus: 1 });
    expect(await status()).toMatchObject({ companyStatus: 1, companyEmail: 'green@changyu-demo.example' });
    expect((await upstream.postJson<number>('/p/epd/inner/count', {}, { token })).data).toBe(
      unreadBefore + 1,
    );
    const newest = (
      await upstream.postJson<MessagePage>(
        '/p/epd/inner/list',
        { pageNum: 1, pageSize: 4, type: 1 },
        { token },
      )
    ).data.list[0];
    expect(newest).toMatchObject({ status: 0 });
    expect(newest?.sendMsg).toContain('企业认证已通过');
    expect(newest?.sendMsg).toContain('重庆长渝汽车零部件有限公司');

    // The credit code is on the user now, as a login answers it.
    const again = await devSession(upstream, '13100131000');
    expect(again.portalUserVO.companyCode).toBe('91500000MA5U7AEX4K');

    // Authenticated: the e-mail may change (own company only), the form may not be sent again.
    expect(await upstream.postJson('/p/company/insert/uc', form(licence, bill), { token })).toMatchObject({
      code: 500,
      message: '企业已完成认证',
    });
    const changed = await upstream.postJson<Company>(
      '/p/company/updateMail',
      { companyEmail: 'esg@changyu-demo.example', id: companyId },
      { token },
    );
    expect(changed).toMatchObject({ code: 1, data: { companyEmail: 'esg@changyu-demo.example' } });
    expect(await status()).toMatchObject({ companyEmail: 'esg@changyu-demo.example' });
    const other = (await devSession(upstream, '13700137000')).tokenVO.token;
    expect(
      (
        await upstream.post(
          '/p/company/updateMail',
          { companyEmail: 'x@y.example', id: companyId },
          { token: other },
        )
      ).status,
    ).toBe(403);
  });

  it('may be submitted again after it was not approved (status 2)', async () => {
    const session = await devSession(upstream, '13200132000');
    const token = session.tokenVO.token;
    const userId = session.portalUserVO.id;
    const current = await upstream.getJson<Company & { reviewReason: string }>(
      `/p/portal/company/user/${userId}`,
      { token },
    );
    expect(current.data).toMatchObject({ companyStatus: 2, provinceName: '广东省', cityName: '佛山市' });
    expect(current.data.reviewReason).toContain('营业执照已过有效期');
    expect(
      (
        await upstream.postJson(
          '/p/company/updateMail',
          { companyEmail: 'a@b.example', id: current.data.id },
          { token },
        )
      ).message,
    ).toBe('企业认证通过后才能修改企业邮箱');

    const licence = (await upload(token, tinyPng(), 'licence-2026.png', 'COMPANY_LICENSE')).data.id;
    const bill = (await upload(token, await tinyPdf(), 'bill.pdf', 'COMPANY_BILL_INFO')).data.id;
    const resubmitted = await upstream.postJson<Company>(
      '/p/company/insert/uc',
      {
        ...form(licence, bill),
        companyCode: '91440606MA4WB3NQ5T',
        companyName: '佛山顺德华彩涂层钢板有限公司',
        companyEmail: 'tech@huacai-demo.example',
        province: '440000',
        city: '440600',
      },
      { token },
    );
    expect(resubmitted.data).toMatchObject({ id: current.data.id, companyStatus: 0, reviewReason: null });

    const rejected = await upstream.postJson<Company>(`/__dev/companies/${userId}/review`, {
      companyStatus: 2,
      reason: '<p>开票信息与营业执照不一致。</p>',
    });
    expect(rejected.data).toMatchObject({
      companyStatus: 2,
      reviewReason: '<p>开票信息与营业执照不一致。</p>',
    });
    const newest = (
      await upstream.postJson<MessagePage>(
        '/p/epd/inner/list',
        { pageNum: 1, pageSize: 1, type: 1 },
        { token },
      )
    ).data.list[0];
    expect(newest?.sendMsg).toContain('<p>开票信息与营业执照不一致。</p>');
  });

  it('answers every seeded state, with the e-mail of the authenticated ones', async () => {
    const expected: [string, number | null][] = [
      ['13800138000', 1],
      ['13700137000', 1],
      ['13300133000', 0],
      ['demo@lowcarbonsteel.example', 1],
      ['13600136000', null],
    ];
    for (const [account, companyStatus] of expected) {
      const { portalUserVO, tokenVO } = await devSession(upstream, account);
      const company = await upstream.getJson<Company>(`/p/portal/company/user/${portalUserVO.id}`, {
        token: tokenVO.token,
      });
      expect(company.data.companyStatus).toBe(companyStatus);
      if (companyStatus === 1) expect(company.data.companyEmail).toMatch(/@/);
    }
    expect((await upstream.post('/__dev/companies/3/review', { companyStatus: 1 })).status).toBe(404);
    expect((await upstream.postJson('/__dev/companies/1/review', { companyStatus: 0 })).code).toBe(400);
  });
});
