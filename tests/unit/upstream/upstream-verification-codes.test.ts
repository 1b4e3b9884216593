import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer, OutboxEntry } from './account-helpers.ts';
import { latestCode, passCaptcha, sendSmsCode, testClock } from './account-helpers.ts';
import type { TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

// Each test uses its own number, so no test waits out another's 60-second cooldown.
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

const loginOrRegister = (mobile: string, password: string) =>
  upstream.postJson<LoginAnswer>('/n/user/loginOrRegister/uc', { mobile, password });

const sendSimple = (phoneNumber: string, inlet: string, smsTemplateType = 'login') =>
  upstream.postJson('/n/plat/sms/checkcode/simple', { smsTemplateType, inlet, phoneNumber });

describe('sending an SMS code', () => {
  it('needs a captcha verification that has not been used', async () => {
    const body = { smsTemplateType: 'login', inlet: 'LOGIN', phoneNumber: '13800138000' };
    expect(await upstream.postJson('/n/plat/sms/checkcode/uc', { ...body, token: 'forged' })).toMatchObject({
      code: 6110,
      data: null,
    });

    const verification = await passCaptcha(upstream);
    expect(
      await upstream.postJson('/n/plat/sms/checkcode/uc', { ...body, token: verification }),
    ).toMatchObject({
      code: 1,
    });
    expect((await upstream.postJson('/n/plat/sms/checkcode/uc', { ...body, token: verification })).code).toBe(
      6110,
    );
  });

  it('delivers 6 digits to the outbox, newest first', async () => {
    const code = await sendSmsCode(upstream, '13900138000', 'APP_LOGIN');
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await upstream.getJson<OutboxEntry[]>('/__dev/outbox?to=13900138000');
    expect(outbox.data[0]).toEqual({
      to: '13900138000',
      channel: 'sms',
      template: 'login',
      code,
      sentAt: expect.any(Number),
    });
  });

  it('answers code 0 USER_NOT_FOUND for an unregistered number on the LOGIN inlet, and sends nothing', async () => {
    expect(await sendSimple('13912345670', 'LOGIN')).toEqual({
      code: 0,
      data: null,
      message: 'USER_NOT_FOUND',
    });
    expect((await upstream.getJson<OutboxEntry[]>('/__dev/outbox?to=13912345670')).data).toEqual([]);
  });

  it('sends to any mainland number in the loginOrRegister flow', async () => {
    expect((await sendSimple('13912345671', 'LOGIN', 'loginOrRegister')).code).toBe(1);
    expect((await sendSimple('13912345672', 'APP_LOGIN')).code).toBe(1);
    expect(await latestCode(upstream, '13912345671')).toMatch(/^\d{6}$/);
  });

  it('refuses a registration code for a number that has an account', async () => {
    expect(await sendSimple('13800138000', 'REGISTER')).toMatchObject({
      code: 500,
      message: 'ACCOUNT_NUMBER_EXISTS',
    });
  });

  it('refuses a number that is not a mainland mobile number', async () => {
    for (const phoneNumber of ['12345678901', '15412345678', '1381234567', '19412345678']) {
      expect((await sendSimple(phoneNumber, 'APP_LOGIN')).code).toBe(400);
    }
  });

  it('answers CHECK_CODE_FREQUENTLY within 60 s for the same number, and sends again after', async () => {
    const phone = '13912345673';
    expect((await sendSimple(phone, 'APP_LOGIN')).code).toBe(1);
    clock.advance(59_000);
    expect(await sendSimple(phone, 'APP_LOGIN')).toMatchObject({
      code: 500,
      message: 'CHECK_CODE_FREQUENTLY',
    });
    expect((await sendSimple('13912345674', 'APP_LOGIN')).code).toBe(1);
    clock.advance(2_000);
    expect((await sendSimple(phone, 'APP_LOGIN')).code).toBe(1);
  });
});

describe('entering the code', () => {
  it('refuses a wrong code with CHECK_CODE_ERROR and accepts the right one once', async () => {
    const phone = '13912345675';
    const code = await sendSmsCode(upstream, phone, 'APP_LOGIN');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await loginOrRegister(phone, wrong)).toMatchObject({ code: 500, message: 'CHECK_CODE_ERROR' });
    expect((await loginOrRegister(phone, code)).code).toBe(1);
    expect(await loginOrRegister(phone, code)).toMatchObject({ code: 500, message: 'CHECK_CODE_ERROR' });
  });

  it('answers CHECK_CODE_OUT_TIME after 5 minutes', async () => {
    const phone = '13912345676';
    const code = await sendSmsCode(upstream, phone, 'APP_LOGIN');
    clock.advance(5 * 60_000 + 1);
    expect(await loginOrRegister(phone, code)).toMatchObject({ code: 500, message: 'CHECK_CODE_OUT_TIME' });
  });

  it('spends the code after 5 wrong tries, until a new one is sent', async () => {
    const phone = '13912345677';
    const code = await sendSmsCode(upstream, phone, 'APP_LOGIN');
    const wrong = code === '999999' ? '888888' : '999999';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await loginOrRegister(phone, wrong)).message).toBe('CHECK_CODE_ERROR');
    }
    expect(await loginOrRegister(phone, code)).toMatchObject({ code: 500, message: 'CHECK_CODE_ERROR' });

    clock.advance(61_000);
    const fresh = await sendSmsCode(upstream, phone, 'APP_LOGIN');
    expect((await loginOrRegister(phone, fresh)).code).toBe(1);
  });

  it('replaces an earlier code with the newer one', async () => {
    const phone = '13912345678';
    const first = await sendSmsCode(upstream, phone, 'APP_LOGIN');
    clock.advance(61_000);
    const second = await sendSmsCode(upstream, phone, 'APP_LOGIN');
    if (first !== second) {
      expect((await loginOrRegister(phone, first)).message).toBe('CHECK_CODE_ERROR');
    }
    expect((await loginOrRegister(phone, second)).code).toBe(1);
  });
});

describe('sending an e-mail code', () => {
  it('needs a captcha, and refuses an address that already has an account for registration', async () => {
    const body = { userAccount: 'new-buyer@example.com', inlet: 'WEB' };
    expect((await upstream.postJson('/n/user/email/verify/send', { ...body, token: 'forged' })).code).toBe(
      6110,
    );
    expect(
      (await upstream.postJson('/n/user/email/verify/send', { ...body, token: await passCaptcha(upstream) }))
        .code,
    ).toBe(1);
    const [entry] = (await upstream.getJson<OutboxEntry[]>('/__dev/outbox?to=New-Buyer@example.com')).data;
    expect(entry).toMatchObject({ to: 'new-buyer@example.com', channel: 'email', template: 'register' });

    expect(
      await upstream.postJson('/n/user/email/verify/send', {
        userAccount: 'demo@lowcarbonsteel.example',
        inlet: 'WEB',
        token: await passCaptcha(upstream),
      }),
    ).toMatchObject({ code: 500, message: 'ACCOUNT_NUMBER_EXISTS' });
  });

  it('sends reset and log-off codes only to existing accounts', async () => {
    expect(
      await upstream.postJson('/n/user/email/rest/send', {
        userAccount: 'nobody@example.com',
        inlet: 'WEB',
        token: await passCaptcha(upstream),
      }),
    ).toMatchObject({ code: 500, message: 'USER_NOT_FOUND' });
    expect(
      (
        await upstream.postJson('/n/user/email/logoff/send', {
          userAccount: 'demo@lowcarbonsteel.example',
          captchaType: 'blockPuzzle',
          inlet: 'WEB',
          token: await passCaptcha(upstream),
        })
      ).code,
    ).toBe(1);
    const [entry] = (await upstream.getJson<OutboxEntry[]>('/__dev/outbox?to=demo@lowcarbonsteel.example'))
      .data;
    expect(entry).toMatchObject({
      channel: 'email',
      template: 'logoff',
      code: expect.stringMatching(/^\d{6}$/),
    });
  });
});
