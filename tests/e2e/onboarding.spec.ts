import type { Page } from '@playwright/test';
import { expect, expectCleanPage, test } from './support/fixtures';
import { devLogin, LOGIN_TEXTS, loginBySms } from './support/login';
import {
  devGet,
  devPost,
  expireCodes,
  freshMobile,
  latestCode,
  solveSliderCaptcha,
} from './support/upstream-dev';

/**
 * One onboarding at every door (accounts.md 2.2, 2.4, 4.1): the number is checked before the puzzle,
 * each door says what comes next in the same words, a registration waits for review and the back
 * office's decision arrives in the bell, and a buyer from a QR code reads the PDF before the profile.
 */

/** Room for upstream round trips on a loaded 2-core machine. */
const UNDER_LOAD = { timeout: 30_000 };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** A published declaration with a PDF (the seed's business id 34). */
const REPORT = '34';

const WORDS = {
  zh: {
    agreement: '用户协议',
    agree: '同意',
    company: '企业名称',
    industry: '所属行业',
    companyForm: '企业性质',
    register: '注册',
    resultTitle: '注册信息已提交',
    resultNext: '审核结果会通过站内消息通知您',
    underReview: '您的注册正在审核中，审核结束后我们会通过站内消息通知您。',
    notRegistered: '该手机号尚未注册',
    notRegisteredNext: '注册后，平台将在 1 个工作日内审核，审核结束后会通过站内消息通知您。',
    goRegister: '去注册',
    registered: '该手机号已注册',
    goLogin: '去登录',
    loginButton: '登录/注册',
    dialog: '登录平台',
    profile: '完善企业信息',
    savedAtReport: '企业信息已保存。您已回到 PDF 报告。',
    savedAtPersonalCentre: '企业信息已保存。您已回到个人中心。',
    approved: /您的注册信息已审核通过/,
    rejected: /您的注册信息未通过审核/,
  },
  en: {
    agreement: /agreement/i,
    agree: 'I agree',
    company: 'Company name',
    industry: 'Industry',
    companyForm: 'Type of ownership',
    register: 'Sign up',
    resultTitle: 'Registration received',
    resultNext: 'We will let you know the result by system message.',
    underReview: 'Your registration is under review. We will send you a message when the review ends.',
    notRegistered: 'This number is not registered',
    notRegisteredNext:
      'Once you sign up, the platform reviews your registration within 1 working day and sends you a message when the review ends.',
    goRegister: 'Sign up',
    registered: 'This number already has an account',
    goLogin: 'Log in',
    loginButton: 'Log in / Sign up',
    dialog: 'Log in to the platform',
    profile: 'Complete your company profile',
    savedAtReport: 'Company information saved. You are back at the PDF report.',
    savedAtPersonalCentre: 'Company information saved. You are back in the personal centre.',
    approved: /Your registration has been approved/,
    rejected: /Your registration was not approved/,
  },
} as const;

type Lang = keyof typeof WORDS;

type AccountState = {
  accountType: number;
  auditStatus: number;
  companyName: string | null;
  userName: string | null;
  companyStatus: number | null;
  unreadMessages: number;
};

const accountState = (mobile: string) => devGet<AccountState>(`/__dev/users/${mobile}`);

/** Counts the puzzles the page asks for, so a test can say none came before a prompt. */
function countCaptchas(page: Page): () => number {
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/captcha/get')) asked++;
  });
  return () => asked;
}

/** /register after its agreement: code, company details, submit; ends on the result page (accounts.md 4.1). */
async function completeRegistration(page: Page, lang: Lang, mobile: string, company: string) {
  const w = WORDS[lang];
  const t = LOGIN_TEXTS[lang];
  await page.getByRole('button', { name: t.getCode }).click();
  await solveSliderCaptcha(page);
  await expect(page.getByRole('button', { name: t.resend })).toBeDisabled(UNDER_LOAD);
  await page.getByRole('textbox', { name: t.code, exact: true }).fill(await latestCode(mobile));
  await page.getByRole('textbox', { name: w.company }).fill(company);
  await page.getByRole('combobox', { name: w.industry }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: w.companyForm }).selectOption({ index: 1 });
  await page.getByRole('button', { name: w.register, exact: true }).click();
  await expect(page).toHaveURL(/\/Result\?type=7$/, UNDER_LOAD);
  await expect(page.getByRole('heading', { name: w.resultTitle })).toBeVisible();
  await expect(page.getByText(w.resultNext)).toBeVisible();
}

async function agreeOnEntry(page: Page, lang: Lang) {
  const agreement = page.getByRole('dialog', { name: WORDS[lang].agreement });
  await expect(agreement).toBeVisible();
  await page.getByTestId('agreement-text').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  await agreement.getByRole('button', { name: WORDS[lang].agree }).click();
  await expect(agreement).toBeHidden();
}

/** Every door that registers a company leaves it in one state upstream: under review, with its name. */
async function expectUnderReview(mobile: string, company: string) {
  expect(await accountState(mobile)).toMatchObject({
    accountType: 1,
    auditStatus: 0,
    companyName: company,
    companyStatus: null,
  });
}

/** Logs out, then in again through the header's dialog: the door says the registration waits for review. */
async function loginAgainSeesReview(page: Page, lang: Lang, mobile: string) {
  const w = WORDS[lang];
  const logout = await page.request.post('/api/auth/logout', {
    data: {},
    headers: { origin: process.env.E2E_PORTAL_URL! },
  });
  expect(logout.status()).toBe(200);
  await expireCodes(mobile);
  await page.goto(lang === 'zh' ? '/' : '/en');
  await page.getByRole('button', { name: w.loginButton }).click();
  const dialog = page.getByRole('dialog', { name: w.dialog });
  await loginBySms(page, dialog, mobile, lang);
  await expect(page.getByText(w.underReview)).toBeVisible(UNDER_LOAD);
}

test.describe('every door onboards a new number to the same state, in the same words', () => {
  test('the registration page: under review upstream, told so, and the approval arrives in the bell (zh, desktop)', async ({
    page,
    watch,
  }) => {
    test.setTimeout(120_000);
    const w = WORDS.zh;
    const mobile = freshMobile();
    const company = `常州中天特钢测试${mobile.slice(-4)}`;
    await page.goto('/register');
    await agreeOnEntry(page, 'zh');
    await page.getByRole('textbox', { name: LOGIN_TEXTS.zh.mobile, exact: true }).fill(mobile);
    await completeRegistration(page, 'zh', mobile, company);
    await expectUnderReview(mobile, company);
    await loginAgainSeesReview(page, 'zh', mobile);

    // The back office approves the registration (its /__dev/ review op): the bell says so.
    const before = (await accountState(mobile)).unreadMessages;
    const { id } = await devGet<{ id: number }>(`/__dev/users/${mobile}`);
    await devPost(`/__dev/users/${id}/audit`, { auditStatus: 1 });
    expect((await accountState(mobile)).unreadMessages).toBe(before + 1);
    await page.reload();
    const badge = page.getByTestId('unread-badge');
    await expect(badge).toHaveText(String(before + 1), UNDER_LOAD);
    await page.getByRole('group').filter({ has: badge }).locator('summary').click();
    await expect(page.getByRole('link', { name: w.approved })).toBeVisible();
    expectCleanPage(watch);
  });

  test('the login dialog: "not registered" before any puzzle, the number carried to registration, the same state and words (en, phone)', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ ...PHONE, locale: 'en-US' });
    const page = await context.newPage();
    const w = WORDS.en;
    const mobile = freshMobile();
    const company = `Zenith Special Steel ${mobile.slice(-4)}`;
    const captchas = countCaptchas(page);

    await page.goto('/en');
    await page.getByRole('button', { name: w.loginButton }).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    await dialog.getByRole('textbox', { name: LOGIN_TEXTS.en.mobile, exact: true }).fill(mobile);
    await dialog.getByRole('button', { name: LOGIN_TEXTS.en.getCode }).click();
    const prompt = page.getByRole('dialog', { name: w.notRegistered });
    await expect(prompt).toBeVisible(UNDER_LOAD);
    // Said before the puzzle: none was shown, none was even asked for.
    await expect(page.getByTestId('captcha-slider-handle')).toHaveCount(0);
    expect(captchas()).toBe(0);
    // It says what comes after signing up.
    await expect(prompt.getByText(w.notRegisteredNext)).toBeVisible();

    await prompt.getByRole('link', { name: w.goRegister }).click();
    await expect(page).toHaveURL(/\/en\/register$/);
    await agreeOnEntry(page, 'en');
    await expect(page.getByRole('textbox', { name: LOGIN_TEXTS.en.mobile, exact: true })).toHaveValue(mobile);
    await completeRegistration(page, 'en', mobile, company);
    await expectUnderReview(mobile, company);
    await loginAgainSeesReview(page, 'en', mobile);
    await context.close();
  });

  test('the registration page checks the number before the puzzle too: one with an account is sent to log in with it (zh, desktop)', async ({
    page,
  }) => {
    const w = WORDS.zh;
    const captchas = countCaptchas(page);
    await page.goto('/register');
    await agreeOnEntry(page, 'zh');
    await page.getByRole('textbox', { name: LOGIN_TEXTS.zh.mobile, exact: true }).fill('13800138000');
    await page.getByRole('button', { name: LOGIN_TEXTS.zh.getCode }).click();
    const prompt = page.getByRole('dialog', { name: w.registered });
    await expect(prompt).toBeVisible(UNDER_LOAD);
    await expect(page.getByTestId('captcha-slider-handle')).toHaveCount(0);
    expect(captchas()).toBe(0);
    await prompt.getByRole('link', { name: w.goLogin }).click();
    await expect(page).toHaveURL(/\/logins$/);
    await expect(page.getByRole('textbox', { name: LOGIN_TEXTS.zh.mobile, exact: true })).toHaveValue(
      '13800138000',
    );
  });
});

test.describe('a buyer from a QR code', () => {
  test.use(PHONE);

  test('reads the PDF first, completes the profile from it when they like, and comes back to the PDF (en, phone)', async ({
    page,
    watch,
  }) => {
    test.setTimeout(120_000);
    const w = WORDS.en;
    const mobile = freshMobile();
    await page.goto(`/en/Loginapp?id=${REPORT}`);
    await loginBySms(page, page, mobile, 'en');

    // The PDF at once: no form before it, the profile offered beside it.
    await expect(page).toHaveURL(new RegExp(`/en/apppdf/${REPORT}$`), UNDER_LOAD);
    await expect(page.getByTestId('pdf-viewer')).toHaveAttribute('data-drawn-page', '1', { timeout: 60_000 });
    await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveCount(0);
    const offer = page.getByRole('link', { name: w.profile });
    await expect(offer).toBeVisible();
    // The mobile flow registered the number at once: approved, no company yet.
    expect(await accountState(mobile)).toMatchObject({ auditStatus: 1, userName: null, companyName: null });

    await offer.click();
    await expect(page).toHaveURL(new RegExp(`/en/appLoginform\\?id=${REPORT}$`));
    const company = `Harbour Steel Structures ${mobile.slice(-4)}`;
    await page.getByRole('textbox', { name: 'Company name' }).fill(company);
    await page.getByRole('combobox', { name: 'Company type' }).selectOption({ index: 2 });
    await page.getByRole('textbox', { name: 'Contact person' }).fill('Wang Lei');
    await page.getByRole('combobox', { name: 'Industry', exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Saved, and told where they are: back at the report, which no longer asks for the profile.
    await expect(page).toHaveURL(new RegExp(`/en/apppdf/${REPORT}$`), UNDER_LOAD);
    await expect(page.getByText(w.savedAtReport)).toBeVisible();
    await expect(page.getByRole('link', { name: w.profile })).toHaveCount(0);
    expect(await accountState(mobile)).toMatchObject({ auditStatus: 1, userName: company });
    expectCleanPage(watch);
  });
});

test.describe('the supplement form says it saved and where the user is', () => {
  test('opened from the personal centre, it returns there and says so (zh, desktop)', async ({ page }) => {
    const w = WORDS.zh;
    // An account as the mobile flow makes it: approved, no name yet (upstream's loginOrRegister).
    const mobile = freshMobile();
    await devPost('/n/plat/sms/checkcode/simple', {
      smsTemplateType: 'loginOrRegister',
      inlet: 'APP_LOGIN',
      phoneNumber: mobile,
    });
    await devPost('/n/user/loginOrRegister/uc', { mobile, password: await latestCode(mobile) });
    await devLogin(page, mobile);

    await page.goto('/logins?panel=supplement&redirect=%2Fuser');
    const company = `青岛海湾钢结构测试${mobile.slice(-4)}`;
    await page.getByRole('textbox', { name: '企业名称' }).fill(company);
    await page.getByRole('combobox', { name: '企业类型' }).selectOption({ index: 2 });
    await page.getByRole('textbox', { name: '联系人' }).fill('王工');
    await page.getByRole('combobox', { name: '行业', exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: '保存并继续' }).click();
    await expect(page).toHaveURL(/\/user$/, UNDER_LOAD);
    await expect(page.getByText(w.savedAtPersonalCentre)).toBeVisible();
    expect(await accountState(mobile)).toMatchObject({ auditStatus: 1, userName: company });
  });
});

test.describe('the end of a review arrives as a message', () => {
  test.use(PHONE);

  test('a rejected registration is told why and where to correct it, in the bell (zh, phone)', async ({
    page,
  }) => {
    const w = WORDS.zh;
    const mobile = freshMobile();
    await page.goto('/register');
    await agreeOnEntry(page, 'zh');
    await page.getByRole('textbox', { name: LOGIN_TEXTS.zh.mobile, exact: true }).fill(mobile);
    await completeRegistration(page, 'zh', mobile, `日照钢管测试${mobile.slice(-4)}`);
    const { id } = await devGet<{ id: number }>(`/__dev/users/${mobile}`);
    await devPost(`/__dev/users/${id}/audit`, {
      auditStatus: 2,
      reasonReject: '<p>企业名称与营业执照不一致。</p>',
    });
    await page.goto('/');
    const badge = page.getByTestId('unread-badge');
    await expect(badge).toHaveText('1', UNDER_LOAD);
    await page.getByRole('group').filter({ has: badge }).locator('summary').click();
    await expect(page.getByRole('link', { name: w.rejected })).toBeVisible();
  });
});
