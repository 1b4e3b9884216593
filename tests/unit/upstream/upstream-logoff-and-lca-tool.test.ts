import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devSession, latestCode, passCaptcha, testClock } from './account-helpers.ts';
import type { TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

type Detail = { id: number; userStatus: number };

let upstream: TestUpstream;
const clock = testClock();
const temp = makeTempDir();

beforeAll(async () => {
  upstream = await startTestUpstream(temp.dir, { now: clock.now });
});

afterAll(async () => {
  await upstream.close();
  temp.remove();
});

async function userStatus(token: string, id: number): Promise<number> {
  const detail = await upstream.getJson<Detail>(`/p/portal/user/detail/${id}`, { token });
  expect(detail.code).toBe(1);
  return detail.data.userStatus;
}

describe('account cancellation (accounts.md 4.7)', () => {
  it('a phone account: SMS code after a captcha, user status 0, withdrawn back to 1', async () => {
    const { portalUserVO, tokenVO } = await devSession(upstream, '13700137000');
    const token = tokenVO.token;
    expect(await userStatus(token, portalUserVO.id)).toBe(1);

    // The captcha is spent by the send; a used or missing one answers 6110.
    const verification = await passCaptcha(upstream);
    const sent = await upstream.postJson('/n/user/getLogoff', {
      userAccount: '13700137000',
      captchaType: 'blockPuzzle',
      token: verification,
    });
    expect(sent.code).toBe(1);
    const outbox = await upstream.getJson<{ channel: string; template: string }[]>(
      '/__dev/outbox?to=13700137000',
    );
    expect(outbox.data[0]).toMatchObject({ channel: 'sms', template: 'logoff' });
    expect(
      (
        await upstream.postJson('/n/user/getLogoff', {
          userAccount: '13700137000',
          captchaType: 'blockPuzzle',
          token: verification,
        })
      ).code,
    ).toBe(6110);
    const code = await latestCode(upstream, '13700137000');

    // Only the caller's own account, only with the right code.
    expect(
      (await upstream.post('/p/user/logoff', { mobile: '13800138000', password: code }, { token })).status,
    ).toBe(403);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await upstream.postJson('/p/user/logoff', { mobile: '13700137000', password: wrong }, { token }),
    ).toMatchObject({
      code: 500,
      message: 'CHECK_CODE_ERROR',
    });
    expect(await userStatus(token, portalUserVO.id)).toBe(1);

    expect(
      (await upstream.postJson('/p/user/logoff', { mobile: '13700137000', password: code }, { token })).code,
    ).toBe(1);
    expect(await userStatus(token, portalUserVO.id)).toBe(0);
    expect((await upstream.getJson<{ userStatus: number }>('/__dev/users/13700137000')).data.userStatus).toBe(
      0,
    );
    // The code is spent.
    expect(
      (await upstream.postJson('/p/user/logoff', { mobile: '13700137000', password: code }, { token }))
        .message,
    ).toBe('CHECK_CODE_ERROR');

    expect((await upstream.postJson('/p/revoke/logoff', {}, { token })).code).toBe(1);
    expect(await userStatus(token, portalUserVO.id)).toBe(1);
  });

  it('an e-mail account: the e-mail code, user status 0', async () => {
    const account = 'demo@lowcarbonsteel.example';
    const { portalUserVO, tokenVO } = await devSession(upstream, account);
    const sent = await upstream.postJson('/n/user/email/logoff/send', {
      userAccount: account,
      captchaType: 'blockPuzzle',
      inlet: 'WEB',
      token: await passCaptcha(upstream),
    });
    expect(sent.code).toBe(1);
    const code = await latestCode(upstream, account);
    const submitted = await upstream.postJson(
      '/p/user/logoff',
      { mobile: 'Demo@LowCarbonSteel.example', password: code },
      { token: tokenVO.token },
    );
    expect(submitted.code).toBe(1);
    expect(await userStatus(tokenVO.token, portalUserVO.id)).toBe(0);
    // The account still signs in while the cancellation is under review.
    expect((await devSession(upstream, account)).portalUserVO.id).toBe(portalUserVO.id);
    expect((await upstream.postJson('/p/revoke/logoff', {}, { token: tokenVO.token })).code).toBe(1);
  });

  it('refuses unknown and locked accounts, and visitors', async () => {
    expect(
      (
        await upstream.postJson('/n/user/getLogoff', {
          userAccount: '13912345678',
          token: await passCaptcha(upstream),
        })
      ).message,
    ).toBe('USER_NOT_FOUND');
    expect(
      (
        await upstream.postJson('/n/user/getLogoff', {
          userAccount: 'locked@lowcarbonsteel.example',
          token: await passCaptcha(upstream),
        })
      ).message,
    ).toBe('USER_LOCKED');
    expect(
      (await upstream.post('/p/user/logoff', { mobile: '13700137000', password: '123456' })).status,
    ).toBe(401);
    expect((await upstream.post('/p/revoke/logoff', {})).status).toBe(401);
  });
});

describe('the LCA tool subscription and refer token', () => {
  it('13800138000 is subscribed: a refer token opens the demo tool page until it expires', async () => {
    const token = (await devSession(upstream, '13800138000')).tokenVO.token;
    expect(await upstream.getJson('/p/subscription/checkSubscription', { token })).toMatchObject({
      code: 1,
      data: true,
    });
    const refer = await upstream.getJson<{ referToken: string }>('/p/epd/tools/refer/user', { token });
    expect(refer.code).toBe(1);
    const referToken = refer.data.referToken;
    expect(referToken).toMatch(/^[\w-]{24,}$/);
    expect(referToken).not.toBe(token);
    // A refer token is not a session.
    expect((await upstream.get('/p/subscription/checkSubscription', { token: referToken })).status).toBe(401);

    const page = await upstream.get(`/lca-tool?refer=${encodeURIComponent(referToken)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('data-state="accepted"');
    expect(html).toContain('Refer token accepted for <strong>宝山钢铁股份有限公司</strong>');
    // Still valid on a second look within its lifetime.
    expect((await upstream.get(`/lca-tool?refer=${encodeURIComponent(referToken)}`)).status).toBe(200);

    clock.advance(11 * 60 * 1000);
    const expired = await upstream.get(`/lca-tool?refer=${encodeURIComponent(referToken)}`);
    expect(expired.status).toBe(401);
    expect(await expired.text()).toContain('invalid or expired');
    const unknown = await upstream.get('/lca-tool?refer=not-a-token');
    expect(await unknown.text()).toContain('data-state="rejected"');
    expect((await upstream.get('/lca-tool')).status).toBe(401);
  });

  it('another user subscribes, is then subscribed and gets a refer token', async () => {
    const token = (await devSession(upstream, '13100131000')).tokenVO.token;
    expect((await upstream.getJson('/p/subscription/checkSubscription', { token })).data).toBe(false);
    expect(await upstream.getJson('/p/epd/tools/refer/user', { token })).toMatchObject({
      code: 500,
      message: '请先订阅 LCA 工具',
    });

    const form = {
      mobile: '13100131000',
      username: '孙丽',
      companyName: '重庆长渝汽车零部件有限公司 <LCA>',
      industryCategory: 'AUTOMOTIVE',
      position: '绿色采购经理',
    };
    expect(
      (await upstream.postJson('/p/subscription/subscribe', { ...form, position: ' ' }, { token })).code,
    ).toBe(400);
    expect((await upstream.postJson('/p/subscription/subscribe', form, { token })).code).toBe(1);
    expect((await upstream.getJson('/p/subscription/checkSubscription', { token })).data).toBe(true);
    // Subscribing again updates the form.
    expect(
      (await upstream.postJson('/p/subscription/subscribe', { ...form, mobile: '' }, { token })).code,
    ).toBe(1);

    const refer = await upstream.getJson<{ referToken: string }>('/p/epd/tools/refer/user', { token });
    const html = await (await upstream.get(`/lca-tool?refer=${refer.data.referToken}`)).text();
    // The company name is escaped in the page.
    expect(html).toContain('重庆长渝汽车零部件有限公司 &#60;LCA&#62;');
    expect(html).not.toContain('<LCA>');
  });

  it('needs a signed-in user', async () => {
    expect((await upstream.get('/p/subscription/checkSubscription')).status).toBe(401);
    expect((await upstream.get('/p/epd/tools/refer/user')).status).toBe(401);
  });
});
