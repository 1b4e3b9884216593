import { expect, type Page } from '@playwright/test';
import { latestCode, solveSliderCaptcha } from './upstream-dev';

type Texts = { mobile: string; code: string; getCode: string; resend: RegExp; login: string };
export const LOGIN_TEXTS: Record<'zh' | 'en', Texts> = {
  zh: { mobile: '手机号', code: '短信验证码', getCode: '获取验证码', resend: /秒后重发/, login: '登录' },
  en: {
    mobile: 'Mobile number',
    code: 'SMS code',
    getCode: 'Get code',
    resend: /Resend in/,
    login: 'Log in',
  },
};

/**
 * Fills a mobile login form the way a person does: number, "get code", the slider captcha, the
 * code from the SMS (the dev outbox), consent, submit. `scope` is the dialog or the page.
 *
 * Upstream refuses a second code to one number within 60 s, and specs run side by side: every
 * test that asks for a code to a seeded number has that number to itself. Today: 13800138000
 * login-by-sms; 13900139000 and 13000130000 the feedback runs (zh, en); 13700137000 and
 * 13200132000 login-failures' return URLs; 13100131000 and 13300133000 its code failures;
 * 13500135000 login-mobile-and-email. Others use freshMobile().
 */
export async function loginBySms(
  page: Page,
  scope: ReturnType<Page['locator']> | Page,
  mobile: string,
  lang: 'zh' | 'en',
) {
  const t = LOGIN_TEXTS[lang];
  await scope.getByRole('textbox', { name: t.mobile, exact: true }).fill(mobile);
  await scope.getByRole('button', { name: t.getCode }).click();
  await solveSliderCaptcha(page);
  await expect(scope.getByRole('button', { name: t.resend })).toBeDisabled();
  await scope.getByRole('textbox', { name: t.code, exact: true }).fill(await latestCode(mobile));
  await scope.getByRole('checkbox').check();
  await scope.getByRole('button', { name: t.login, exact: true }).click();
}

/**
 * A session without the login screens, for tests that are not about logging in (DESIGN.md): the
 * portal's /api/dev/session, on only in tests, asks the reference upstream's /__dev/session.
 */
export async function devLogin(page: Page, account: string): Promise<void> {
  const origin = process.env.E2E_PORTAL_URL!;
  const response = await page.request.post('/api/dev/session', { data: { account }, headers: { origin } });
  expect(response.status(), await response.text()).toBe(200);
}
