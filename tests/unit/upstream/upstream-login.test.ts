import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from './account-helpers.ts';
import { devSession, encryptPassword, latestCode, passCaptcha, sendSmsCode } from './account-helpers.ts';
import type { TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

let upstream: TestUpstream;
const temp = makeTempDir();

beforeAll(async () => {
  upstream = await startTestUpstream(temp.dir);
});

afterAll(async () => {
  await upstream.close();
  temp.remove();
});

const emailLogin = async (userAccount: string, password: string) =>
  upstream.postJson<LoginAnswer>('/n/user/email/login', {
    userAccount,
    userPassword: await encryptPassword(upstream, userAccount, password),
  });

describe('logging in by SMS code', () => {
  it('signs a registered number in with the code it was sent', async () => {
    const code = await sendSmsCode(upstream, '13800138000');
    const answer = await upstream.postJson<LoginAnswer>('/n/user/login/uc', {
      mobile: '13800138000',
      password: code,
    });
    expect(answer.code).toBe(1);
    expect(answer.data.portalUserVO).toEqual({
      id: 1,
      userName: '宝山钢铁股份有限公司',
      userAccount: '13800138000',
      companyName: '宝山钢铁股份有限公司',
      companyCode: '91310113790459990C',
      auditStatus: 1,
      accountType: 1,
      industryCategoryName: '钢铁生产企业',
      reasonReject: null,
      companyType: 1,
    });
    expect(answer.data.tokenVO.token).toMatch(/^[\w-]{20,}$/);
    expect((await upstream.getJson('/n/user/verify', { token: answer.data.tokenVO.token })).code).toBe(1);
  });

  it('answers 106 USER_NOT_FOUND for a number without an account', async () => {
    expect(
      await upstream.postJson('/n/user/login/uc', { mobile: '13987654321', password: '123456' }),
    ).toEqual({
      code: 106,
      data: null,
      message: 'USER_NOT_FOUND',
    });
  });

  it('registers a new number on its first loginOrRegister, approved and without a company', async () => {
    const phone = '13987654322';
    const code = await sendSmsCode(upstream, phone, 'APP_LOGIN');
    const answer = await upstream.postJson<LoginAnswer>('/n/user/loginOrRegister/uc', {
      mobile: phone,
      password: code,
    });
    expect(answer.code).toBe(1);
    expect(answer.data.portalUserVO).toMatchObject({
      userAccount: phone,
      accountType: 1,
      auditStatus: 1,
      userName: null,
      companyName: null,
      companyCode: null,
    });
    expect(answer.data.portalUserVO.id).toBeGreaterThan(9);

    // From now on the number is registered: the desktop login knows it (the code is spent).
    const again = await upstream.postJson('/n/user/login/uc', { mobile: phone, password: code });
    expect(again).toMatchObject({ code: 500, message: 'CHECK_CODE_ERROR' });
  });

  it('registers a phone account from the registration form, under review', async () => {
    const phone = '13987654323';
    const sent = await upstream.postJson('/n/plat/sms/checkcode/simple', {
      smsTemplateType: 'register',
      inlet: 'REGISTER',
      phoneNumber: phone,
    });
    expect(sent.code).toBe(1);
    const form = {
      mobile: phone,
      password: await latestCode(upstream, phone),
      industryCategory: 'STEEL_TRADER',
      companyName: '宁波北仑钢材物流有限公司',
      companyForm: 'PRIVATE',
    };
    const answer = await upstream.postJson<LoginAnswer>('/n/user/register/uc', form, { language: 'en' });
    expect(answer.code).toBe(1);
    expect(answer.data.portalUserVO).toMatchObject({
      auditStatus: 0,
      companyName: '宁波北仑钢材物流有限公司',
      industryCategoryName: 'Steel trading',
    });
    expect(await upstream.postJson('/n/user/register/uc', form)).toMatchObject({
      code: 500,
      message: 'ACCOUNT_NUMBER_EXISTS',
    });
  });
});

describe('logging in by e-mail and password', () => {
  it('answers a bare Base64 SPKI public key of 2048 bits, the same on every call', async () => {
    const first = await upstream.postJson<string>('/n/user/getPublicKey', {
      userAccount: 'demo@lowcarbonsteel.example',
    });
    const second = await upstream.postJson<string>('/n/user/getPublicKey', {
      userAccount: 'someone@else.example',
    });
    expect(first.data).toMatch(/^MIIBIj[A-Za-z0-9+/]+=*$/);
    expect(second.data).toBe(first.data);
  });

  it('signs in with the RSA-encrypted password', async () => {
    const answer = await emailLogin('demo@lowcarbonsteel.example', 'Demo2026pass');
    expect(answer.code).toBe(1);
    expect(answer.data.portalUserVO).toMatchObject({
      id: 8,
      accountType: 2,
      auditStatus: 1,
      companyCode: '91320116499031219R',
    });
  });

  it('accepts a ciphertext that comes one byte short, as some RSA libraries produce', async () => {
    const key = await upstream.postJson<string>('/n/user/getPublicKey', {});
    const publicKey = forge.pki.publicKeyFromAsn1(
      forge.asn1.fromDer(forge.util.decode64(key.data)),
    ) as forge.pki.rsa.PublicKey;
    // Encrypt until the ciphertext starts with a zero byte (1 in 256), then drop it.
    let short: string | null = null;
    for (let attempt = 0; attempt < 4000 && short === null; attempt += 1) {
      const bytes = publicKey.encrypt('Demo2026pass', 'RSAES-PKCS1-V1_5');
      if (bytes.charCodeAt(0) === 0) short = bytes.slice(1);
    }
    expect(short).not.toBeNull();
    const answer = await upstream.postJson('/n/user/email/login', {
      userAccount: 'demo@lowcarbonsteel.example',
      userPassword: encodeURIComponent(forge.util.encode64(short ?? '')),
    });
    expect(answer.code).toBe(1);
  });

  it('answers ACCOUNT_PASSWORD_ERROR for a wrong password, an unknown account or a bad ciphertext', async () => {
    expect(await emailLogin('demo@lowcarbonsteel.example', 'Demo2026Pass')).toMatchObject({
      code: 500,
      message: 'ACCOUNT_PASSWORD_ERROR',
    });
    expect((await emailLogin('nobody@lowcarbonsteel.example', 'Demo2026pass')).message).toBe(
      'ACCOUNT_PASSWORD_ERROR',
    );
    const garbled = await upstream.postJson('/n/user/email/login', {
      userAccount: 'demo@lowcarbonsteel.example',
      userPassword: 'Demo2026pass',
    });
    expect(garbled.message).toBe('ACCOUNT_PASSWORD_ERROR');
  });

  it('answers USER_LOCKED for a locked account with the right password', async () => {
    expect(await emailLogin('locked@lowcarbonsteel.example', 'Demo2026pass')).toMatchObject({
      code: 500,
      message: 'USER_LOCKED',
    });
    expect((await emailLogin('locked@lowcarbonsteel.example', 'wrong-Pass1')).message).toBe(
      'ACCOUNT_PASSWORD_ERROR',
    );
  });

  it('registers an e-mail account with code and password, then signs it in', async () => {
    const account = 'esg.team@jiangnan-demo.example';
    const sent = await upstream.postJson('/n/user/email/verify/send', {
      userAccount: account,
      inlet: 'WEB',
      token: await passCaptcha(upstream),
    });
    expect(sent.code).toBe(1);
    const form = {
      userAccount: account,
      verify: await latestCode(upstream, account),
      industryCategory: 'CONSTRUCTION',
      companyName: '江南绿色建筑科技有限公司',
      companyForm: 'PRIVATE',
    };

    const mismatch = await upstream.postJson(
      '/n/user/email/register',
      {
        ...form,
        newuserAccount: await encryptPassword(upstream, account, 'Green2026pass'),
        userPassword: await encryptPassword(upstream, account, 'Green2026pasS'),
      },
      { language: 'en' },
    );
    expect(mismatch).toMatchObject({ code: 400, message: 'The two passwords do not match' });
    const weak = await encryptPassword(upstream, account, 'greenpass');
    expect(
      (
        await upstream.postJson('/n/user/email/register', {
          ...form,
          newuserAccount: weak,
          userPassword: weak,
        })
      ).code,
    ).toBe(400);

    const password = await encryptPassword(upstream, account, 'Green2026pass');
    const registered = await upstream.postJson<LoginAnswer>('/n/user/email/register', {
      ...form,
      newuserAccount: password,
      userPassword: password,
    });
    expect(registered.code).toBe(1);
    expect(registered.data.portalUserVO).toMatchObject({
      accountType: 2,
      auditStatus: 0,
      userAccount: account,
    });
    expect((await emailLogin(account.toUpperCase(), 'Green2026pass')).code).toBe(1);
  });
});

describe('the session', () => {
  it('verifies a live token with code 1 and answers 0 after logout', async () => {
    const { tokenVO } = await devSession(upstream, '13700137000');
    expect((await upstream.getJson('/n/user/verify', { token: tokenVO.token })).code).toBe(1);
    expect((await upstream.getJson('/p/user/logout', { token: tokenVO.token })).code).toBe(1);
    expect(await upstream.getJson('/n/user/verify', { token: tokenVO.token })).toMatchObject({
      code: 0,
      data: null,
    });
    expect((await upstream.getJson('/n/user/verify')).code).toBe(0);
    expect((await upstream.get('/p/portal/user/detail/2', { token: tokenVO.token })).status).toBe(401);
  });

  it('refreshes the token and answers the user as it is now', async () => {
    const { tokenVO } = await devSession(upstream, '13100131000');
    const refreshed = await upstream.postJson<LoginAnswer>(
      '/p/user/refresh/token',
      {},
      { token: tokenVO.token },
    );
    expect(refreshed.code).toBe(1);
    expect(refreshed.data.tokenVO.token).not.toBe(tokenVO.token);
    expect(refreshed.data.portalUserVO.id).toBe(7);
    expect((await upstream.getJson('/n/user/verify', { token: refreshed.data.tokenVO.token })).code).toBe(1);
  });

  it('gives a dev session the same shape as a login, and refuses unknown and locked accounts', async () => {
    const session = await devSession(upstream, 'demo@lowcarbonsteel.example');
    expect(Object.keys(session).sort()).toEqual(['portalUserVO', 'tokenVO']);
    expect(Object.keys(session.portalUserVO).sort()).toEqual(
      [
        'accountType',
        'auditStatus',
        'companyCode',
        'companyName',
        'companyType',
        'id',
        'industryCategoryName',
        'reasonReject',
        'userAccount',
        'userName',
      ].sort(),
    );
    expect((await upstream.postJson('/__dev/session', { account: '13999999999' })).message).toBe(
      'USER_NOT_FOUND',
    );
    expect(
      (await upstream.postJson('/__dev/session', { account: 'locked@lowcarbonsteel.example' })).message,
    ).toBe('USER_LOCKED');
  });
});
