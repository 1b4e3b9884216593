import { expect, expectCleanPage, expectNoMissingMessages, test } from './support/fixtures';
import { loginByEmailInDialog } from './support/epd';
import { CODE_MARKS, firstLoadHasZod } from './support/first-load';
import { AnsweringPlatform, envelope } from './support/answering-platform';
import { refuseChunksWith } from './support/hold';
import { devLogin } from './support/login';
import { devGet, solveSliderCaptcha } from './support/upstream-dev';

// The machine running these is loaded: slow states get generous timeouts, never fixed waits.
const SLOW = { timeout: 30_000 };

type StoredFeedback = {
  userAccount: string;
  companyName: string;
  nickname: string;
  phone: string;
  mail: string;
  information: string;
};

const TEXTS = {
  zh: {
    prefix: '',
    title: '意见反馈',
    fields: { companyName: '企业名称', name: '姓名', phone: '联系电话', email: '邮箱', message: '咨询内容' },
    send: '提交反馈',
    loginNotice: '请登录后提交反馈',
    restored: '已恢复您之前填写的内容。',
    emailInvalid: '请输入正确的邮箱地址。',
    companyRequired: '请输入企业名称。',
    nameRequired: '请输入姓名。',
    sent: '反馈已提交',
    visitorNote: '无需登录即可提交',
    refused: '验证码已失效，请重新获取',
    nav: '主菜单',
    thirdAgency: '第三方机构',
    footerFeedback: '意见反馈',
  },
  en: {
    prefix: '/en',
    title: 'Feedback',
    fields: {
      companyName: 'Company name',
      name: 'Name',
      phone: 'Phone',
      email: 'E-mail',
      message: 'Your question or suggestion',
    },
    send: 'Send feedback',
    loginNotice: 'Please log in to send your feedback',
    restored: 'We have restored what you typed earlier.',
    emailInvalid: 'This e-mail address is not valid.',
    companyRequired: 'Enter the company name.',
    nameRequired: 'Enter your name.',
    sent: 'Feedback sent',
    visitorNote: 'You can send this without logging in',
    refused: 'The captcha has expired. Please get a new one.',
    nav: 'Main menu',
    thirdAgency: 'Third-party agencies',
    footerFeedback: 'Feedback',
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  const t = TEXTS[lang];

  test(`a visitor writes feedback, passes the slider and sends it without signing in (${lang})`, async ({
    page,
    watch,
  }) => {
    test.setTimeout(180_000);
    const message = `${lang} visitor feedback ${Date.now()}: 请问低碳钢评价的数据收集表可以分工序填写吗？`;
    const values = {
      companyName: '宝山钢铁股份有限公司',
      name: lang === 'zh' ? '王工' : 'Wang Lei',
      phone: '021-2664 7000',
      email: 'wang.lei@baosteel.example',
      message,
    };

    // The footer's feedback link lands on the form.
    await page.goto(`${t.prefix}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: t.footerFeedback, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/Feedback$`), SLOW);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible(SLOW);
    const form = page.getByTestId('feedback-form');
    await expect(form.getByText(t.visitorNote)).toBeVisible();

    // As the user types: a required field left empty, an e-mail that is not one.
    await form.getByLabel(t.fields.companyName, { exact: true }).click();
    await form.getByLabel(t.fields.name, { exact: true }).click();
    await expect(form.getByText(t.companyRequired)).toBeVisible();
    await form.getByLabel(t.fields.email, { exact: true }).fill('wang.lei@');
    await form.getByLabel(t.fields.email, { exact: true }).blur();
    await expect(form.getByText(t.emailInvalid)).toBeVisible();
    // Each required field says what it wants, as the company name does.
    await expect(form.getByText(t.nameRequired)).toBeVisible();

    for (const [field, value] of Object.entries(values))
      await form.getByLabel(t.fields[field as keyof typeof values], { exact: true }).fill(value);
    await expect(form.getByText(t.emailInvalid)).toBeHidden();

    // Sending asks for the slider puzzle first, not for a login; the slider is dragged as a person does.
    await form.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('dialog').getByText(t.loginNotice)).toHaveCount(0);
    await solveSliderCaptcha(page);
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/Result\\?type=6$`), SLOW);
    await expect(page.getByRole('heading', { level: 1, name: t.sent })).toBeVisible(SLOW);

    // The platform has it, as typed, under no account.
    const stored = await devGet<StoredFeedback[]>('/__dev/feedback');
    expect(stored.find((entry) => entry.information === message)).toMatchObject({
      userAccount: null,
      companyName: values.companyName,
      nickname: values.name,
      phone: values.phone,
      mail: values.email,
    });

    // The sent draft is gone.
    await page.goto(`${t.prefix}/Feedback`);
    await expect(form.getByLabel(t.fields.message, { exact: true })).toHaveValue('', SLOW);
    await expect(page.getByText(t.restored)).toBeHidden();
    expectCleanPage(watch);
  });

  test(`the third-agency menu entry is for company type 4 only, and its page answers (${lang})`, async ({
    page,
    watch,
  }) => {
    const nav = () => page.getByRole('navigation', { name: t.nav }).first();
    // A visitor and a steel producer (type 1) do not see it.
    await page.goto(`${t.prefix}/`);
    await expect(nav().getByRole('link').first()).toBeAttached(SLOW);
    await expect(page.getByRole('banner').locator('a[href$="/thirdAgency"]')).toHaveCount(0);
    await devLogin(page, '13800138000');
    await page.goto(`${t.prefix}/`);
    await expect(nav().getByRole('link').first()).toBeAttached(SLOW);
    await expect(page.getByRole('banner').locator('a[href$="/thirdAgency"]')).toHaveCount(0);
    // A third-party agency (type 4) does, and it leads to the agency's page.
    await devLogin(page, '13700137000');
    await page.goto(`${t.prefix}/`);
    const entry = page
      .getByRole('navigation', { name: t.nav })
      .locator('visible=true')
      .getByRole('link', { name: t.thirdAgency, exact: true });
    await expect(entry).toBeVisible(SLOW);
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/thirdAgency$`), SLOW);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('role-actions').locator('a[href$="/epd/verification"]')).toBeVisible();
    await expectNoMissingMessages(page);
    expectCleanPage(watch);
  });
}

test('the form’s validation comes after the page, and says so while it cannot come (zh)', async ({
  page,
}) => {
  // The first load carries no zod: the schema comes once the page is idle (README "Page weight").
  expect(await firstLoadHasZod(page, '/Feedback')).toBe(false);

  // The connection goes once the page is in: zod's chunk cannot come.
  const connection = await refuseChunksWith(page, CODE_MARKS.zod);
  await page.goto('/Feedback');
  const form = page.getByTestId('feedback-form');
  const offline = form.getByText('网络连接失败，请检查网络后重试。');
  await form.getByLabel('企业名称', { exact: true }).click();
  await form.getByLabel('姓名', { exact: true }).click();
  await expect(offline).toBeVisible(SLOW);
  await expect.poll(() => connection.refused()).toBeGreaterThan(0);
  await expect(form.getByText('请输入企业名称。')).toHaveCount(0);

  // Back online, the next field left brings the schema: the words go, that field and the one left
  // while offline say what they want, and sending names every field still empty.
  await connection.reconnect();
  await form.getByLabel('邮箱', { exact: true }).click();
  await expect(form.getByText('请输入姓名。')).toBeVisible(SLOW);
  await expect(offline).toHaveCount(0);
  await expect(form.getByText('请输入企业名称。')).toBeVisible();
  await form.getByRole('button', { name: '提交反馈' }).click();
  await expect(form.getByText('请输入企业名称。')).toBeVisible();
  await expect(form.getByLabel('企业名称', { exact: true })).toBeFocused();
});

test("a refusal keeps everything a visitor typed, in the user's words, and the next send goes through (en)", async ({
  page,
  watch,
}) => {
  test.setTimeout(180_000);
  const t = TEXTS.en;
  await page.goto('/en/Feedback');
  const form = page.getByTestId('feedback-form');
  const values = {
    companyName: 'Nanjing Iron & Steel',
    name: 'Li Na',
    phone: '025-5735 0000',
    email: 'li.na@njsteel.example',
    message: `Is the LCA data form available per process? ${Date.now()}`,
  };
  for (const [field, value] of Object.entries(values))
    await form.getByLabel(t.fields[field as keyof typeof values], { exact: true }).fill(value);

  // The first send carries a puzzle verification the platform does not know: it refuses (6110).
  let tampered = 0;
  await page.route('**/api/feedback', async (route) => {
    tampered += 1;
    await route.continue({
      postData: JSON.stringify({
        ...(route.request().postDataJSON() as object),
        captchaVerification: 'not-a-passed-puzzle',
      }),
    });
  });
  await form.getByRole('button', { name: t.send }).click();
  await solveSliderCaptcha(page);
  await expect(form.getByRole('alert').filter({ hasText: t.refused })).toBeVisible(SLOW);
  expect(tampered).toBe(1);
  await expect(page).toHaveURL(/\/en\/Feedback$/);
  for (const [field, value] of Object.entries(values))
    await expect(form.getByLabel(t.fields[field as keyof typeof values], { exact: true })).toHaveValue(value);

  // Sent again with a fresh puzzle, as it is.
  await page.unroute('**/api/feedback');
  await form.getByRole('button', { name: t.send }).click();
  await solveSliderCaptcha(page);
  await expect(page).toHaveURL(/\/en\/Result\?type=6$/, SLOW);
  const stored = await devGet<StoredFeedback[]>('/__dev/feedback');
  expect(stored.filter((entry) => entry.information === values.message)).toHaveLength(1);
  expectCleanPage(watch);
});

test("a signed-in user's form starts with the account's company and phone, and is sent under the account (zh)", async ({
  page,
  watch,
}) => {
  test.setTimeout(120_000);
  const t = TEXTS.zh;
  await devLogin(page, '13800138000');
  await page.goto('/Feedback');
  const form = page.getByTestId('feedback-form');
  await expect(form.getByLabel(t.fields.companyName, { exact: true })).toHaveValue(
    '宝山钢铁股份有限公司',
    SLOW,
  );
  await expect(form.getByLabel(t.fields.phone, { exact: true })).toHaveValue('13800138000');
  await expect(form.getByText(t.visitorNote)).toHaveCount(0);
  const message = `会员反馈 ${Date.now()}`;
  await form.getByLabel(t.fields.name, { exact: true }).fill('王建国');
  await form.getByLabel(t.fields.email, { exact: true }).fill('wang@baosteel.example');
  await form.getByLabel(t.fields.message, { exact: true }).fill(message);
  await form.getByRole('button', { name: t.send }).click();
  await solveSliderCaptcha(page);
  await expect(page).toHaveURL(/\/Result\?type=6$/, SLOW);
  const stored = await devGet<StoredFeedback[]>('/__dev/feedback?account=13800138000');
  expect(stored.find((entry) => entry.information === message)).toMatchObject({
    userAccount: '13800138000',
    companyName: '宝山钢铁股份有限公司',
    phone: '13800138000',
  });
  expectCleanPage(watch);
});

test('against a platform that takes feedback from signed-in users only: the login dialog, nothing typed lost, then sent (en)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const t = TEXTS.en;
  const platform = await AnsweringPlatform.start(({ method, path, signedIn }) =>
    method === 'POST' && path === '/p/suggest/save' && !signedIn
      ? { status: 401, body: envelope(null, 401, 'Unauthorized') }
      : null,
  );
  try {
    const context = await platform.context(browser, { lang: 'en' });
    const page = await context.newPage();
    await page.goto('/en/Feedback');
    const form = page.getByTestId('feedback-form');
    const values = {
      companyName: 'Nanjing Iron & Steel',
      name: 'Li Na',
      phone: '025-5735 0000',
      email: 'li.na@njsteel.example',
      message: `Login first, please ${Date.now()}`,
    };
    for (const [field, value] of Object.entries(values))
      await form.getByLabel(t.fields[field as keyof typeof values], { exact: true }).fill(value);
    await form.getByRole('button', { name: t.send }).click();
    await solveSliderCaptcha(page);
    await expect(page.getByRole('dialog').getByText(t.loginNotice)).toBeVisible(SLOW);
    await loginByEmailInDialog(page, 'en');
    for (const [field, value] of Object.entries(values))
      await expect(form.getByLabel(t.fields[field as keyof typeof values], { exact: true })).toHaveValue(
        value,
      );
    await form.getByRole('button', { name: t.send }).click();
    await solveSliderCaptcha(page);
    await expect(page).toHaveURL(/\/en\/Result\?type=6$/, SLOW);
    const stored = await devGet<StoredFeedback[]>('/__dev/feedback');
    expect(stored.find((entry) => entry.information === values.message)?.userAccount).toBeTruthy();
    await context.close();
  } finally {
    await platform.stop();
  }
});

test('the role pages link to every action they name, and to each other', async ({ page, watch }) => {
  await page.goto('/steelMill');
  await expect(page.getByRole('heading', { level: 1, name: '让每一吨钢的环境表现有据可查' })).toBeVisible(
    SLOW,
  );
  const mill = page.getByTestId('role-actions');
  for (const href of [
    '/Epd',
    '/epd/epdApplyFor',
    '/dtpfg/dtpfgApplyFor',
    '/Pcr/pcrApplyFor',
    '/epd/mineEpd',
    '/epd/epdSearch',
  ]) {
    await expect(mill.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await page.getByRole('link', { name: '第三方机构专区' }).click();
  await expect(page).toHaveURL(/\/thirdAgency$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: '为钢铁产品声明的可信度把关' })).toBeVisible();
  await page
    .getByTestId('role-actions')
    .getByRole('link', { name: /EPD 查询/ })
    .click();
  await expect(page).toHaveURL(/\/epd\/epdSearch$/, SLOW);
  // Both are server-rendered: their words are in the HTML, not added by a script.
  for (const path of ['/steelMill', '/en/thirdAgency']) {
    const html = await (await page.request.get(path)).text();
    expect(html).toContain(path === '/steelMill' ? '办理步骤' : 'Checking a declaration, step by step');
  }
  expectCleanPage(watch);
});

test('/webview shows a platform page by code, without the portal chrome, and never frames or follows an address', async ({
  page,
  request,
  watch,
}) => {
  for (const [path, title] of [
    ['/webview?code=about', '关于平台'],
    ['/en/webview?code=pricing', 'Pricing'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('webview-content')).not.toBeEmpty();
    // No header menu, no footer of the main layout.
    await expect(page.getByRole('navigation', { name: /主菜单|Main menu/ })).toHaveCount(0);
    await expect(page.locator('iframe, frame, object, embed')).toHaveCount(0);
  }
  for (const [path, title] of [
    ['/webview', '平台页面查看'],
    ['/webview?code=nothing', '平台页面查看'],
    ['/webview?url=https%3A%2F%2Fexample.com%2F', '平台页面查看'],
    ['/webview?code=https%3A%2F%2Fexample.com%2F', '平台页面查看'],
    ['/webview?code=%2F%2Fexample.com', '平台页面查看'],
    ['/en/webview', 'Platform page viewer'],
    [
      '/en/webview?src=https%3A%2F%2Fexample.com%2F&redirect=https%3A%2F%2Fexample.com%2F',
      'Platform page viewer',
    ],
  ] as const) {
    // A request of its own: no language cookie from the pages above, so nothing redirects for language either.
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers().location, path).toBeUndefined();
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    const html = await response.text();
    expect(html, path).toContain(title);
    expect(html, path).not.toMatch(/<iframe|<frame|<object|<embed|http-equiv="?refresh/i);
    // The address may echo in Next's router state (the URL's query) and in the language switch's
    // same-origin link that keeps the current path and query, never as something to load or follow.
    expect(html, path).not.toMatch(
      /\s(?:href|src|action|formaction|content)=["'](?!\/api\/lang\?)[^"']*example\.com/i,
    );
    expect(html, path).not.toMatch(
      /\\"(?:href|src|action|content)\\":\\"(?!\/api\/lang\?)[^\\]*example\.com/i,
    );
  }
  // Without a page to show, a page of the main layout says what the address is for and offers a way on.
  for (const [path, texts] of [
    ['/webview', { title: '平台页面查看', home: '返回首页', search: 'EPD 查询', nav: '主菜单', prefix: '' }],
    [
      '/en/webview?url=https%3A%2F%2Fexample.com%2F',
      {
        title: 'Platform page viewer',
        home: 'Home page',
        search: 'EPD search',
        nav: 'Main menu',
        prefix: '/en',
      },
    ],
  ] as const) {
    // The language cookie of the pages above would send /webview to /en/webview.
    await page.context().clearCookies();
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const guide = page.getByTestId('webview-guide');
    await expect(guide.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: texts.nav })).toBeVisible();
    await expect(page.locator('footer').last()).toBeVisible();
    await expect(guide.getByRole('link', { name: texts.home })).toHaveAttribute('href', texts.prefix || '/');
    await expect(guide.getByRole('link', { name: texts.search })).toHaveAttribute(
      'href',
      `${texts.prefix}/epd/epdSearch`,
    );
    await expect(page.getByText('404')).toHaveCount(0);
    await expect(page.locator('iframe, frame, object, embed')).toHaveCount(0);
  }
  await page.getByTestId('webview-guide').getByRole('link', { name: 'EPD search' }).click();
  await expect(page).toHaveURL(/\/en\/epd\/epdSearch$/, SLOW);
  expectCleanPage(watch);
});

test('a result page opened without a submission claims nothing', async ({ page, watch }) => {
  for (const [path, title] of [
    ['/Result?type=6', '这里没有新的提交'],
    ['/Result', '这里没有新的提交'],
    ['/en/Result?type=10', 'Nothing was submitted here'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId('result-none')).toBeVisible(SLOW);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  await expect(page.getByText('Feedback sent')).toHaveCount(0);
  expectCleanPage(watch);
});
