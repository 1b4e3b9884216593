import { expect, expectCleanPage, test } from './support/fixtures';
import { latestCode, outboxCount, solveSliderCaptcha } from './support/upstream-dev';

test.describe('login by SMS from the header dialog', () => {
  test('captcha, code, consent, then signed in with the company in the header (zh)', async ({ page, context, watch }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '登录/注册' }).click();
    const dialog = page.getByRole('dialog', { name: '登录平台' });

    // Bad input is caught as the user types, before anything is sent.
    const mobile = dialog.getByLabel('手机号', { exact: true });
    await mobile.fill('1540000000a');
    await expect(mobile).toHaveValue('1540000000');
    await mobile.blur();
    await expect(dialog.getByText('手机号格式不正确。')).toBeVisible();
    await mobile.fill('15412345678');
    await expect(dialog.getByText('手机号格式不正确。')).toBeVisible();
    await mobile.fill('13800138000');
    await expect(dialog.getByText('手机号格式不正确。')).toBeHidden();

    const before = await outboxCount('13800138000');
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await solveSliderCaptcha(page);
    await expect(page.getByText(/秒完成验证/)).toBeVisible();
    await expect(page.getByText('验证码已发送，5 分钟内有效。')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await expect.poll(() => outboxCount('13800138000')).toBe(before + 1);

    const code = await latestCode('13800138000');
    await dialog.getByLabel('短信验证码', { exact: true }).fill(`${code}x`);
    await expect(dialog.getByLabel('短信验证码', { exact: true })).toHaveValue(code);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await expect(dialog.getByText('请先勾选同意《用户协议》和《隐私政策》。')).toBeVisible();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: '登录', exact: true }).click();

    await expect(page.getByText('登录成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    const userMenu = page.locator('header summary').filter({ hasText: /钢/ });
    await expect(userMenu).toBeVisible();

    const session = (await context.cookies()).find((cookie) => cookie.name === 'portal_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    const me = await page.request.get('/api/session');
    const body = await me.json();
    expect(body.data.user.userAccount).toBe('13800138000');
    expect(JSON.stringify(body)).not.toMatch(/token/i);
    expectCleanPage(watch);
  });
});
