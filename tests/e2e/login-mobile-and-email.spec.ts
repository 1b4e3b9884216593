import { expect, test } from './support/fixtures';
import { loginByEmailInDialog } from './support/epd';
import { CODE_MARKS, firstLoadHas, firstLoadHasZod } from './support/first-load';
import { loginBySms } from './support/login';
import { freshMobile } from './support/upstream-dev';

test.describe('e-mail login', () => {
  test('the demo company logs in with its password (en)', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'Log in / Sign up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to the platform' });
    await dialog.getByRole('tab', { name: 'E-mail login' }).click();
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill('demo@lowcarbonsteel.example');
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('Demo2026pass');
    await expect(password).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Show' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page.locator('header summary').filter({ hasText: '南京钢铁股份有限公司' })).toBeVisible();
  });

  test('on the login page itself, a login goes home rather than back to the login form (zh)', async ({
    page,
  }) => {
    await page.goto('/logins');
    await page.getByRole('tab', { name: '邮箱登录' }).click();
    await page.getByRole('textbox', { name: '邮箱', exact: true }).fill('demo@lowcarbonsteel.example');
    await page.getByLabel('密码', { exact: true }).fill('Demo2026pass');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('登录成功')).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('header summary').filter({ hasText: '南京钢铁股份有限公司' })).toBeVisible();
  });

  test('from a result page, a login goes home (en)', async ({ page }) => {
    await page.goto('/en/Result?type=6');
    await page.getByRole('button', { name: 'Log in / Sign up' }).click();
    await loginByEmailInDialog(page, 'en');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('header summary').filter({ hasText: '南京钢铁股份有限公司' })).toBeVisible();
  });
});

test.describe('the mobile flow from a product QR code', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a new number is registered on first login, sees the PDF first, then gives its company details from it and comes back (zh)', async ({
    page,
  }) => {
    const mobile = freshMobile();
    await page.goto('/Loginapp?id=34');
    await expect(page.getByText('登录后即可查看该声明的 PDF 报告')).toBeVisible();
    await loginBySms(page, page, mobile, 'zh');
    await expect(page.getByText('登录成功')).toBeVisible();

    // No user or company name yet: the PDF first, the supplement form offered beside it.
    await expect(page).toHaveURL(/\/apppdf\/34$/);
    await expect(page.getByTestId('pdf-viewer')).toHaveAttribute('data-drawn-page', '1', { timeout: 60_000 });
    await page.getByRole('link', { name: '完善企业信息' }).click();
    await expect(page).toHaveURL(/\/appLoginform\?id=34$/);
    await page.getByRole('button', { name: '保存并继续' }).click();
    await expect(page.getByText('请输入企业名称。')).toBeVisible();
    await page.getByRole('textbox', { name: '企业名称' }).fill('青岛海湾钢结构工程有限公司');
    await page.getByRole('combobox', { name: '企业类型' }).selectOption({ index: 2 });
    await page.getByRole('textbox', { name: '联系人' }).fill('王工');
    await page.getByRole('combobox', { name: '行业', exact: true }).selectOption({ label: '其他' });
    await page.getByRole('button', { name: '保存并继续' }).click();
    await expect(page.getByText('请填写具体内容。')).toBeVisible();
    await page.getByRole('textbox', { name: '请填写所属行业' }).fill('港口机械');
    await page.getByRole('combobox', { name: '您从哪里了解到本平台？' }).selectOption({ index: 1 });
    const pdfRequest = page.waitForRequest((request) => request.url().includes('/apppdf/34'));
    await page.getByRole('button', { name: '保存并继续' }).click();
    await pdfRequest;
    await expect(page).toHaveURL(/\/apppdf\/34$/);
    await expect(page.getByText('企业信息已保存。您已回到 PDF 报告。')).toBeVisible();
  });

  test('the login page a QR code opens carries no validation or dialog code until it is used (zh)', async ({
    page,
  }) => {
    // zod comes once the page is idle, the captcha and its dialog when a code is asked for.
    for (const mark of [CODE_MARKS.zod, CODE_MARKS.radixDialog, CODE_MARKS.captcha])
      expect(await firstLoadHas(page, '/Loginapp?id=EPD-DEMO-7', mark), mark).toBe(false);
    // The desktop login page sends the code of the one panel its address names; each panel's form
    // names its schema, which comes once the page is idle.
    expect(await firstLoadHasZod(page, '/logins')).toBe(false);
    expect(await firstLoadHasZod(page, '/logins?panel=forgot')).toBe(false);
    expect(await firstLoadHas(page, '/logins?panel=forgot', CODE_MARKS.reactHookForm)).toBe(true);

    // Used, each comes: the number is checked as the user leaves it, then "Get code" opens the puzzle.
    await page.goto('/Loginapp?id=EPD-DEMO-7');
    const mobile = page.getByRole('textbox', { name: '手机号', exact: true });
    await mobile.fill('1380013');
    await page.getByRole('textbox', { name: '短信验证码', exact: true }).focus();
    await expect(page.getByText('手机号格式不正确。')).toBeVisible();
    await mobile.fill(freshMobile());
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByTestId('captcha-slider-handle')).toBeVisible();
  });

  test('a rejected registration is sent to correct it (en)', async ({ page }) => {
    await page.goto('/en/Loginapp?id=EPD-DEMO-8');
    const next = page.waitForRequest((request) => request.url().includes('/userinfo'));
    await loginBySms(page, page, '13500135000', 'en');
    await expect(page.getByText('Login successful')).toBeVisible();
    await next;
  });
});

test.describe('agreements', () => {
  test('each consent link opens its own text, with its versions 10 a page (zh)', async ({
    page,
    context,
  }) => {
    await page.goto('/logins');
    const [agreement] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: '《用户协议》' }).click(),
    ]);
    await expect(agreement).toHaveURL(/\/agreement$/);
    await expect(agreement.getByRole('heading', { level: 1 })).toHaveText('用户协议');
    await expect(
      agreement.getByRole('heading', { name: '低碳钢环境产品声明（EPD）平台用户服务协议' }),
    ).toBeVisible();
    const [policy] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: '《隐私政策》' }).click(),
    ]);
    await expect(policy).toHaveURL(/\/policy$/);
    await expect(policy.getByRole('heading', { level: 1 })).toHaveText('隐私政策');

    await policy.getByRole('link', { name: '查看历史版本' }).click();
    await expect(policy).toHaveURL(/\/compent\?id=PRIVACY_C2F$/);
    await expect(policy.getByRole('listitem')).toHaveCount(10);
    await policy.getByRole('link', { name: '下一页' }).click();
    await expect(policy.getByText('第 2 / 2 页')).toBeVisible();
    const older = policy.getByRole('listitem').first();
    const version = (await older.locator('span').first().textContent())!;
    await older.getByRole('link').click();
    await expect(policy).toHaveURL(/\/hoster\?Id=\d+$/);
    await expect(policy.getByText(version)).toBeVisible();
  });
});
