import { expect, expectCleanPage, test } from './support/fixtures';
import { latestCode, liveTokens, outboxCount, solveSliderCaptcha } from './support/upstream-dev';

test.describe('login by SMS from the header dialog', () => {
  test('a 12-digit number stays as typed and is refused with the field message, never cut to 11 digits (en)', async ({
    page,
  }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'Log in / Sign up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to the platform' });
    const mobile = dialog.getByRole('textbox', { name: 'Mobile number', exact: true });
    await expect(mobile).toHaveAttribute('type', 'tel');
    await mobile.pressSequentially('138001380001');
    await mobile.blur();
    await expect(dialog.getByText('This mobile number is not valid.')).toBeVisible();
    await expect(mobile).toHaveValue('138001380001');
    await mobile.fill('13800138000');
    await expect(dialog.getByText('This mobile number is not valid.')).toBeHidden();
  });

  test('captcha, code, consent, then signed in with the company in the header (zh); the token never reaches the browser', async ({
    page,
    context,
    watch,
  }) => {
    // Other specs sign this demo account in at the same time: this login's own tokens are the new ones.
    const tokensBefore = await liveTokens('13800138000');
    await page.goto('/');
    await page.getByRole('button', { name: '登录/注册' }).click();
    const dialog = page.getByRole('dialog', { name: '登录平台' });

    // Bad input is caught as the user types, before anything is sent.
    const mobile = dialog.getByRole('textbox', { name: '手机号', exact: true });
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
    // Both checks need sight: whoever cannot do them is given the hotline, a number to call.
    const check = page.getByRole('dialog', { name: '安全验证' });
    await expect(check.getByRole('link', { name: '021-96169' })).toHaveAttribute('href', 'tel:021-96169');
    await solveSliderCaptcha(page);
    await expect(page.getByText(/秒完成验证/)).toBeVisible();
    await expect(page.getByText('验证码已发送，5 分钟内有效。')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await expect.poll(() => outboxCount('13800138000')).toBe(before + 1);

    const code = await latestCode('13800138000');
    const codeInput = dialog.getByRole('textbox', { name: '短信验证码', exact: true });
    await codeInput.fill(`${code}x`);
    await expect(codeInput).toHaveValue(code);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await expect(dialog.getByText('请先勾选同意《用户协议》和《隐私政策》。')).toBeVisible();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: '登录', exact: true }).click();

    await expect(page.getByText('登录成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.locator('header summary').filter({ hasText: '宝山钢铁股份有限公司' })).toBeVisible();

    // The session cookie is httpOnly; no page, RSC payload, JSON answer or cookie holds the token.
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === 'portal_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    const tokens = await liveTokens('13800138000');
    expect(tokens.length).toBeGreaterThan(0);
    const seen = [
      await page.content(),
      await (await page.request.get('/')).text(),
      await (await page.request.get('/', { headers: { RSC: '1' } })).text(),
      await (await page.request.get('/api/session')).text(),
      await (await page.request.get('/api/site/menu')).text(),
      JSON.stringify(cookies),
      await page.evaluate(
        () => document.cookie + JSON.stringify(localStorage) + JSON.stringify(sessionStorage),
      ),
    ];
    for (const token of tokens) for (const text of seen) expect(text).not.toContain(token);
    const me = await (await page.request.get('/api/session')).json();
    expect(me.data.user.userAccount).toBe('13800138000');
    expectCleanPage(watch);

    // Logout ends the session upstream and here, and goes home.
    await page.locator('header summary').filter({ hasText: '宝山钢铁股份有限公司' }).click();
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
    expect((await (await page.request.get('/api/session')).json()).data.user).toBeNull();
    // This session's token is revoked upstream; sessions of the same account elsewhere are not this logout's business.
    const mine = tokens.filter((token) => !tokensBefore.includes(token));
    expect(mine.length).toBeGreaterThan(0);
    const after = await liveTokens('13800138000');
    for (const token of mine) expect(after).not.toContain(token);
  });
});

test('a captcha whose check cannot connect says to check the connection instead of starting over in silence (zh)', async ({
  page,
}) => {
  await page.goto('/logins');
  await page.getByRole('textbox', { name: '手机号', exact: true }).fill('13900139000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('captcha-slider-handle') });
  await expect(dialog.locator('[data-captcha-token]')).not.toHaveAttribute('data-captcha-token', '', {
    timeout: 30_000,
  });
  // The connection drops between the puzzle and its answer: the check and the next puzzle fail.
  await page.route('**/api/captcha/**', (route) => route.abort('internetdisconnected'));
  await solveSliderCaptcha(page);
  // The used puzzle gives way to the message (the slider goes with it).
  // The platform is up: it is this browser's connection that failed, and the words say so.
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('网络连接失败，请检查网络后重试。');
  await expect(page.getByText('验证码已发送', { exact: false })).toHaveCount(0);
});
