import { expect, expectCleanPage, test } from './support/fixtures';
import { holdRequests, hydrated, pageScripts } from './support/hold';
import { LOGIN_TEXTS } from './support/login';
import { freshMobile, latestCode, solveSliderCaptcha } from './support/upstream-dev';

// A form is on screen, and takes typing, before the page's code has come (seconds on a slow phone):
// what was typed, or filled in by the browser, is what the form holds once its code runs
// (components/forms/use-early-input.ts). The page's scripts are held while the test types.

const SLOW = { timeout: 30_000 };

test('what a visitor types into the feedback form before its code runs stays and is what the form checks (zh)', async ({
  page,
  watch,
}) => {
  const scripts = await holdRequests(page, pageScripts);
  await page.goto('/Feedback', { waitUntil: 'commit' });
  const form = page.getByTestId('feedback-form');
  const typed = {
    企业名称: '首钢京唐钢铁联合有限责任公司',
    姓名: '赵工',
    咨询内容: '热轧卷板的 EPD 可以按产线分别申请吗？',
  };
  for (const [label, value] of Object.entries(typed))
    await form.getByLabel(label, { exact: true }).fill(value);
  await expect
    .poll(() => scripts.asked.length, { message: 'the page’s scripts were held while typing' })
    .toBeGreaterThan(0);

  scripts.release();
  await hydrated(page, '[data-testid="feedback-form"] textarea');
  // The code re-renders each field it checks: leaving the typed name, then an empty phone field.
  await form.getByLabel('姓名', { exact: true }).focus();
  await form.getByLabel('联系电话', { exact: true }).focus();
  await form.getByLabel('联系电话', { exact: true }).fill('0315-8870 000');
  await form.getByLabel('邮箱', { exact: true }).fill('zhao@sgjt.example');
  for (const [label, value] of Object.entries(typed))
    await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(form.getByText('请输入姓名。')).toHaveCount(0);

  // Sending checks what the form holds: nothing is missing, so the slider puzzle opens (a visitor may send).
  await form.getByRole('button', { name: '提交反馈' }).click();
  await expect(
    page.getByRole('dialog').filter({ has: page.getByTestId('captcha-slider-handle') }),
  ).toBeVisible(SLOW);
  await expect(form.getByText('请输入企业名称。')).toHaveCount(0);
  expectCleanPage(watch);
});

test('sent before its code has run, the feedback form stays as it was, and sends once the code has come (zh)', async ({
  page,
  watch,
}) => {
  const scripts = await holdRequests(page, pageScripts);
  await page.goto('/Feedback', { waitUntil: 'commit' });
  const form = page.getByTestId('feedback-form');
  const typed = {
    企业名称: '首钢京唐钢铁联合有限责任公司',
    姓名: '赵工',
    联系电话: '0315-8870 000',
    邮箱: 'zhao@sgjt.example',
    咨询内容: '冷轧板的 CFP 多久能出结果？',
  };
  for (const [label, value] of Object.entries(typed))
    await form.getByLabel(label, { exact: true }).fill(value);
  // The form is posted to its page (the browser's own submit): the answer leaves this document in place.
  await page.evaluate(() => ((window as unknown as { beforeSend: boolean }).beforeSend = true));
  const posted = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/Feedback',
  );
  await form.getByRole('button', { name: '提交反馈' }).click();
  expect((await posted).status()).toBe(204);
  expect(
    await page.evaluate(() => (window as unknown as { beforeSend?: boolean }).beforeSend),
    'the same document',
  ).toBe(true);
  for (const [label, value] of Object.entries(typed))
    await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);

  scripts.release();
  await hydrated(page, '[data-testid="feedback-form"] textarea');
  await form.getByRole('button', { name: '提交反馈' }).click();
  await expect(
    page.getByRole('dialog').filter({ has: page.getByTestId('captcha-slider-handle') }),
  ).toBeVisible(SLOW);
  for (const [label, value] of Object.entries(typed))
    await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  await solveSliderCaptcha(page);
  await expect(page).toHaveURL(/\/Result\?type=6$/, SLOW);
  expectCleanPage(watch);
});

test('typed before the code runs after a reload, it stays beside the draft the form restores (zh)', async ({
  page,
  watch,
}) => {
  await page.goto('/Feedback');
  const form = page.getByTestId('feedback-form');
  await hydrated(page, '[data-testid="feedback-form"] textarea');
  await form.getByLabel('企业名称', { exact: true }).fill('首钢京唐钢铁联合有限责任公司');

  // The same tab reloads on a slow line; the name is typed before the page's code has come.
  const scripts = await holdRequests(page, pageScripts);
  await page.reload({ waitUntil: 'commit' });
  await form.getByLabel('姓名', { exact: true }).fill('赵工');
  scripts.release();
  await hydrated(page, '[data-testid="feedback-form"] textarea');
  await expect(page.getByText('已恢复您之前填写的内容。')).toBeVisible(SLOW);
  await expect(form.getByLabel('企业名称', { exact: true })).toHaveValue('首钢京唐钢铁联合有限责任公司');
  await expect(form.getByLabel('姓名', { exact: true })).toHaveValue('赵工');
  expectCleanPage(watch);
});

test('choices made and a name typed on the registration panel before its code runs stay (en)', async ({
  page,
  watch,
}) => {
  const scripts = await holdRequests(page, pageScripts);
  await page.goto('/en/logins?panel=register', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill('Jiangsu Shagang Group');
  await page.getByRole('combobox', { name: 'Industry', exact: true }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Type of ownership', exact: true }).selectOption({ index: 2 });
  const industry = await page.getByRole('combobox', { name: 'Industry', exact: true }).inputValue();
  const ownership = await page.getByRole('combobox', { name: 'Type of ownership', exact: true }).inputValue();
  await expect
    .poll(() => scripts.asked.length, { message: 'the page’s scripts were held while choosing' })
    .toBeGreaterThan(0);

  scripts.release();
  await hydrated(page, 'select');
  // Sending checks what the form holds: the e-mail and its code are missing, the choices are not.
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible(SLOW);
  await expect(page.getByRole('textbox', { name: 'Company name', exact: true })).toHaveValue(
    'Jiangsu Shagang Group',
  );
  await expect(page.getByRole('combobox', { name: 'Industry', exact: true })).toHaveValue(industry);
  await expect(page.getByRole('combobox', { name: 'Type of ownership', exact: true })).toHaveValue(ownership);
  await expect(page.getByText('Enter the company name.')).toHaveCount(0);
  await expect(page.getByText('Please choose one.', { exact: false })).toHaveCount(0);
  expectCleanPage(watch);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a number typed and the consent ticked on a QR code’s login before its code runs sign in (en)', async ({
    page,
    watch,
  }) => {
    const t = LOGIN_TEXTS.en;
    // A new number: the QR code's flow signs it up on its first login.
    const mobile = freshMobile();
    const scripts = await holdRequests(page, pageScripts);
    await page.goto('/en/Loginapp?id=34', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: t.mobile, exact: true }).fill(mobile);
    await page.getByRole('checkbox').tap();
    await expect
      .poll(() => scripts.asked.length, { message: 'the page’s scripts were held while typing' })
      .toBeGreaterThan(0);

    scripts.release();
    await hydrated(page, 'input[type="checkbox"]');
    await expect(page.getByRole('textbox', { name: t.mobile, exact: true })).toHaveValue(mobile);
    // The code is sent to the number typed before the page's code ran…
    await page.getByRole('button', { name: t.getCode }).click();
    await solveSliderCaptcha(page);
    await expect(page.getByRole('button', { name: t.resend })).toBeDisabled(SLOW);
    await page.getByRole('textbox', { name: t.code, exact: true }).fill(await latestCode(mobile));
    // …and the consent ticked then counts.
    await expect(page.getByRole('checkbox')).toBeChecked();
    await page.getByRole('button', { name: t.login, exact: true }).click();
    await expect(page.getByText('Login successful')).toBeVisible(SLOW);
    // A buyer from a QR code goes to the PDF at once; the profile is offered there.
    await expect(page).toHaveURL(/\/en\/apppdf\/34$/, SLOW);
    expectCleanPage(watch);
  });
});
