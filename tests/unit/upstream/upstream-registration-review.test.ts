import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devSession, latestCode } from './account-helpers.ts';
import type { TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

type MessagePage = { list: { sendMsg: string; status: number }[]; totals: number };

let upstream: TestUpstream;
const temp = makeTempDir();

beforeAll(async () => {
  upstream = await startTestUpstream(temp.dir);
});

afterAll(async () => {
  await upstream.close();
  temp.remove();
});

async function registerPhone(mobile: string): Promise<number> {
  await upstream.postJson('/n/plat/sms/checkcode/simple', {
    smsTemplateType: 'register',
    inlet: 'REGISTER',
    phoneNumber: mobile,
  });
  const answer = await upstream.postJson<{ portalUserVO: { id: number; auditStatus: number } }>(
    '/n/user/register/uc',
    {
      mobile,
      password: await latestCode(upstream, mobile),
      industryCategory: 'STEEL_TRADER',
      companyName: '常州中天特钢有限公司',
      companyForm: 'PRIVATE',
    },
  );
  expect(answer.code, answer.message).toBe(1);
  expect(answer.data.portalUserVO.auditStatus).toBe(0);
  return answer.data.portalUserVO.id;
}

async function messages(mobile: string, language: 'zh-CN' | 'en') {
  const { tokenVO } = await devSession(upstream, mobile);
  const page = await upstream.postJson<MessagePage>(
    '/p/epd/inner/list',
    { pageNum: 1, pageSize: 4, type: 1, inlet: 'USER' },
    { token: tokenVO.token, language },
  );
  return page.data.list;
}

describe('the number check asked before the captcha (assumed POST /n/user/mobile/registered)', () => {
  it('says whether a number has an account, and refuses what is not a mainland number', async () => {
    const registered = await upstream.postJson<{ registered: boolean }>('/n/user/mobile/registered', {
      phoneNumber: '13800138000',
    });
    expect(registered).toMatchObject({ code: 1, data: { registered: true } });
    const fresh = await upstream.postJson<{ registered: boolean }>('/n/user/mobile/registered', {
      phoneNumber: '13912340001',
    });
    expect(fresh).toMatchObject({ code: 1, data: { registered: false } });
    expect((await upstream.postJson('/n/user/mobile/registered', { phoneNumber: '1234' })).code).toBe(400);
  });
});

describe('the back office ends a registration review with a system message', () => {
  it('approval sends the approved message in both languages; re-opening sends none', async () => {
    const mobile = '13912340002';
    const id = await registerPhone(mobile);
    expect(await messages(mobile, 'zh-CN')).toHaveLength(0);

    await upstream.postJson(`/__dev/users/${id}/audit`, { auditStatus: 0 });
    expect(await messages(mobile, 'zh-CN')).toHaveLength(0);

    await upstream.postJson(`/__dev/users/${id}/audit`, { auditStatus: 1 });
    const [zh] = await messages(mobile, 'zh-CN');
    expect(zh).toMatchObject({ status: 0 });
    expect(zh?.sendMsg).toContain('您的注册信息已审核通过');
    const [en] = await messages(mobile, 'en');
    expect(en?.sendMsg).toContain('Your registration has been approved');
  });

  it('rejection sends the reason and where to correct it', async () => {
    const mobile = '13912340003';
    const id = await registerPhone(mobile);
    await upstream.postJson(`/__dev/users/${id}/audit`, {
      auditStatus: 2,
      reasonReject: '<p>企业名称与营业执照不一致。</p>',
    });
    const [zh] = await messages(mobile, 'zh-CN');
    expect(zh?.sendMsg).toContain('未通过审核');
    expect(zh?.sendMsg).toContain('企业名称与营业执照不一致');
    expect(zh?.sendMsg).toContain('href="/userinfo"');
    const [en] = await messages(mobile, 'en');
    expect(en?.sendMsg).toContain('was not approved');
  });
});
