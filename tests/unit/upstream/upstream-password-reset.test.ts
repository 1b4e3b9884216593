import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from './account-helpers.ts';
import { devSession, encryptPassword, latestCode, passCaptcha } from './account-helpers.ts';
import type { TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

const ACCOUNT = 'demo@lowcarbonsteel.example';

let upstream: TestUpstream;
const temp = makeTempDir();

beforeAll(async () => {
  upstream = await startTestUpstream(temp.dir);
});

afterAll(async () => {
  await upstream.close();
  temp.remove();
});

type ResetAnswer = { portalUserVO: { id: number }; tokenVO: { token: string } };

describe('resetting a forgotten password (accounts.md 4.6)', () => {
  it('trades the e-mail code for a reset token, sets the new password and ends every session', async () => {
    const oldSession = await devSession(upstream, ACCOUNT);

    // Step 1: the code, after a captcha.
    const sent = await upstream.postJson('/n/user/email/rest/send', {
      userAccount: ACCOUNT,
      inlet: 'WEB',
      token: await passCaptcha(upstream),
    });
    expect(sent.code).toBe(1);
    const code = await latestCode(upstream, ACCOUNT);

    // Step 2: the code for a reset token.
    const wrong = code === '123456' ? '654321' : '123456';
    expect(
      await upstream.postJson('/n/user/email/check/rest', { userAccount: ACCOUNT, verify: wrong }),
    ).toMatchObject({
      code: 500,
      message: 'CHECK_CODE_ERROR',
    });
    const checked = await upstream.postJson<ResetAnswer>('/n/user/email/check/rest', {
      userAccount: ACCOUNT,
      verify: code,
    });
    expect(checked.code).toBe(1);
    expect(checked.data.portalUserVO).toEqual({ id: 8 });
    const resetToken = checked.data.tokenVO.token;

    // The reset token is not a session.
    expect((await upstream.getJson('/n/user/verify', { token: resetToken })).code).toBe(0);
    expect((await upstream.get('/p/portal/user/detail/8', { token: resetToken })).status).toBe(401);

    // Step 3: the new password, encrypted twice.
    const newPassword = await encryptPassword(upstream, ACCOUNT, 'Reset2026pass');
    const otherUser = await upstream.postJson(
      '/p/user/email/change/pass',
      { id: 1, newuserAccount: newPassword, userPassword: newPassword },
      { token: resetToken },
    );
    expect(otherUser.code).toBe(403);
    const mismatch = await upstream.postJson(
      '/p/user/email/change/pass',
      {
        id: 8,
        newuserAccount: newPassword,
        userPassword: await encryptPassword(upstream, ACCOUNT, 'Reset2026pasS'),
      },
      { token: resetToken },
    );
    expect(mismatch).toMatchObject({ code: 400, message: '两次输入的密码不一致' });
    expect(
      (
        await upstream.postJson(
          '/p/user/email/change/pass',
          { id: 8, newuserAccount: newPassword, userPassword: newPassword },
          { token: oldSession.tokenVO.token },
        )
      ).code,
    ).toBe(401);

    const changed = await upstream.postJson(
      '/p/user/email/change/pass',
      { id: 8, newuserAccount: newPassword, userPassword: newPassword },
      { token: resetToken },
    );
    expect(changed).toEqual({ code: 1, data: null, message: 'success' });

    // Spent, and every session of the account is over.
    const again = await upstream.post(
      '/p/user/email/change/pass',
      { id: 8, newuserAccount: newPassword, userPassword: newPassword },
      { token: resetToken },
    );
    expect(again.status).toBe(401);
    expect((await upstream.getJson('/n/user/verify', { token: oldSession.tokenVO.token })).code).toBe(0);

    const login = async (password: string) =>
      upstream.postJson<LoginAnswer>('/n/user/email/login', {
        userAccount: ACCOUNT,
        userPassword: await encryptPassword(upstream, ACCOUNT, password),
      });
    expect((await login('Demo2026pass')).message).toBe('ACCOUNT_PASSWORD_ERROR');
    expect((await login('Reset2026pass')).code).toBe(1);
  });

  it('refuses a reset for a phone account or an unknown address', async () => {
    expect(
      (
        await upstream.postJson('/n/user/email/check/rest', {
          userAccount: 'nobody@example.com',
          verify: '123456',
        })
      ).message,
    ).toBe('USER_NOT_FOUND');
    expect(
      (await upstream.postJson('/n/user/email/check/rest', { userAccount: '13800138000', verify: '123456' }))
        .code,
    ).toBe(400);
  });
});
