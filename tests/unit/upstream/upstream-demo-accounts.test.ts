import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from './account-helpers.ts';
import { devSession, sendSmsCode } from './account-helpers.ts';
import type { TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

type UserDetail = LoginAnswer['portalUserVO'] & { userStatus: number; contacts: string | null };
type CompanyStatus = {
  id: number | null;
  companyName: string | null;
  companyEmail: string | null;
  companyStatus: number | null;
  companyCode: string | null;
};

let upstream: TestUpstream;
const temp = makeTempDir();

beforeAll(async () => {
  upstream = await startTestUpstream(temp.dir);
});

afterAll(async () => {
  await upstream.close();
  temp.remove();
});

/** What the header and the personal centre learn about a signed-in account. */
async function accountState(account: string) {
  const { portalUserVO, tokenVO } = await devSession(upstream, account);
  const token = tokenVO.token;
  const detail = await upstream.getJson<UserDetail>(`/p/portal/user/detail/${portalUserVO.id}`, { token });
  const company = await upstream.getJson<CompanyStatus>(`/p/portal/company/user/${portalUserVO.id}`, {
    token,
  });
  expect(detail.code).toBe(1);
  expect(company.code).toBe(1);
  const companyType = company.data.companyCode
    ? (
        await upstream.getJson<{ companyType: number }>(`/p/company/detail/${company.data.companyCode}`, {
          token,
        })
      ).data.companyType
    : null;
  return { user: portalUserVO, token, detail: detail.data, company: company.data, companyType };
}

describe('the seeded demo accounts', () => {
  it('13800138000: approved, company authenticated, company type 1', async () => {
    const state = await accountState('13800138000');
    expect(state.user.id).toBe(1);
    expect(state.detail).toMatchObject({ auditStatus: 1, userStatus: 1, accountType: 1 });
    expect(state.company).toMatchObject({ companyStatus: 1, companyName: '宝山钢铁股份有限公司' });
    expect(state.company.companyEmail).toContain('@');
    expect(state.companyType).toBe(1);
  });

  it('13700137000: a third-party agency (company type 4), authenticated', async () => {
    const state = await accountState('13700137000');
    expect(state.user).toMatchObject({ id: 2, companyType: 4 });
    expect(state.company.companyStatus).toBe(1);
    expect(state.companyType).toBe(4);
  });

  it('13600136000: registration under review', async () => {
    const state = await accountState('13600136000');
    expect(state.user.id).toBe(3);
    expect(state.detail.auditStatus).toBe(0);
  });

  it('13500135000: registration rejected, with the reason in HTML', async () => {
    const state = await accountState('13500135000');
    expect(state.user.id).toBe(4);
    expect(state.detail.auditStatus).toBe(2);
    expect(state.user.reasonReject).toMatch(/^<p>.*营业执照.*<\/p>$/s);
  });

  it('13300133000 and 13200132000: company under review (0) and in the third state (2)', async () => {
    const pending = await accountState('13300133000');
    expect(pending.user.id).toBe(5);
    expect(pending.company.companyStatus).toBe(0);
    const third = await accountState('13200132000');
    expect(third.user.id).toBe(6);
    expect(third.company.companyStatus).toBe(2);
    // Only an authenticated company's code is on the user.
    expect(pending.user.companyCode).toBeNull();
  });

  it('13100131000: approved, no company authentication yet', async () => {
    const state = await accountState('13100131000');
    expect(state.user.id).toBe(7);
    expect(state.detail.auditStatus).toBe(1);
    expect(state.company).toMatchObject({ id: null, companyStatus: null, companyEmail: null });
    expect(state.company.companyName).toBeTruthy();
  });

  it('demo@lowcarbonsteel.example: an e-mail account with an authenticated company', async () => {
    const state = await accountState('demo@lowcarbonsteel.example');
    expect(state.user).toMatchObject({ id: 8, accountType: 2 });
    expect(state.company.companyStatus).toBe(1);
  });

  it('locked@lowcarbonsteel.example: locked', async () => {
    expect(
      (await upstream.postJson('/__dev/session', { account: 'locked@lowcarbonsteel.example' })).message,
    ).toBe('USER_LOCKED');
  });

  it("answers 403 for someone else's detail and 401 for a visitor", async () => {
    const { tokenVO } = await devSession(upstream, '13800138000');
    expect((await upstream.get('/p/portal/user/detail/2', { token: tokenVO.token })).status).toBe(403);
    expect((await upstream.get('/p/portal/company/user/2', { token: tokenVO.token })).status).toBe(403);
    expect((await upstream.get('/p/portal/user/detail/1')).status).toBe(401);
  });
});

describe('changing account information', () => {
  it('stores the supplement form of a new user, who then has a name', async () => {
    const phone = '13611112222';
    const code = await sendSmsCode(upstream, phone, 'APP_LOGIN');
    const login = await upstream.postJson<LoginAnswer>('/n/user/loginOrRegister/uc', {
      mobile: phone,
      password: code,
    });
    const token = login.data.tokenVO.token;
    expect(login.data.portalUserVO.userName).toBeNull();

    const form = {
      userName: '苏州工业园区精工模具有限公司',
      companyType: '2',
      contacts: '顾明',
      department: '采购部',
      job: '经理',
      iprofessionId: '518',
      professionId: '520',
      productTypeHierarchy: [503, 505],
      channelId: '411',
      demand: '了解供应商钢材的碳足迹',
    };
    const other = await upstream.postJson('/p/user/name/update', { ...form, channelId: '416' }, { token });
    expect(other.code).toBe(400);
    expect(other.message).toContain('otherChannel');
    // accounts.md 3 names ids: an item code is refused, and so is a child under another parent.
    for (const [bad, field] of [
      [{ iprofessionId: 'STEEL', professionId: undefined }, 'iprofessionId'],
      [{ channelId: 'REFERRAL' }, 'channelId'],
      [{ productTypeHierarchy: ['STEEL', 'STEEL_FLAT'] }, 'productTypeHierarchy'],
      [{ productTypeHierarchy: 'STEEL' }, 'productTypeHierarchy'],
      [{ iprofessionId: '501' }, 'professionId'],
    ] as const) {
      const refused = await upstream.postJson('/p/user/name/update', { ...form, ...bad }, { token });
      expect(refused.code, JSON.stringify(bad)).toBe(400);
      expect(refused.message).toContain(field);
    }

    const saved = await upstream.postJson<LoginAnswer['portalUserVO']>('/p/user/name/update', form, {
      token,
    });
    expect(saved).toMatchObject({
      code: 1,
      data: { userName: '苏州工业园区精工模具有限公司', companyType: 2 },
    });
    const detail = await upstream.getJson<UserDetail & { productTypeHierarchy: string }>(
      `/p/portal/user/detail/${login.data.portalUserVO.id}`,
      { token },
    );
    expect(detail.data).toMatchObject({ contacts: '顾明', productTypeHierarchy: '[503,505]' });
  });

  it('renames the user and re-submits a rejected registration for review', async () => {
    const { portalUserVO, tokenVO } = await devSession(upstream, '13500135000');
    const token = tokenVO.token;
    const renamed = await upstream.postJson<LoginAnswer['portalUserVO']>(
      '/p/user/updateUserName',
      { userName: '鑫达' },
      { token },
    );
    expect(renamed.data.userName).toBe('鑫达');

    const modified = await upstream.postJson<LoginAnswer['portalUserVO']>(
      '/p/user/modify',
      { userName: '唐山鑫达钢材贸易有限公司', companyType: 3 },
      { token },
    );
    expect(modified.data).toMatchObject({
      companyName: '唐山鑫达钢材贸易有限公司',
      auditStatus: 0,
      reasonReject: null,
    });
    expect((await upstream.postJson('/p/user/modify', { companyType: 3 }, { token })).code).toBe(400);

    const approved = await upstream.postJson<LoginAnswer['portalUserVO']>(
      `/__dev/users/${portalUserVO.id}/audit`,
      {
        auditStatus: 1,
      },
    );
    expect(approved.data.auditStatus).toBe(1);
    const rejected = await upstream.postJson<LoginAnswer['portalUserVO']>(
      `/__dev/users/${portalUserVO.id}/audit`,
      {
        auditStatus: 2,
        reasonReject: '<p>营业执照照片不清晰。</p>',
      },
    );
    expect(rejected.data).toMatchObject({ auditStatus: 2, reasonReject: '<p>营业执照照片不清晰。</p>' });
  });
});
