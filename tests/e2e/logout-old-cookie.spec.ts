import { expect, test } from './support/fixtures';
import { devLogin } from './support/login';

/**
 * Review item 21: logging out revokes the upstream token, and a copy of the session cookie taken
 * before logout must not show anyone as signed in afterwards: not in the header, not in
 * GET /api/session.
 */
test('a session cookie copied before logout no longer signs anyone in (zh)', async ({ page, browser, baseURL }) => {
  await devLogin(page, '13800138000');
  await page.goto('/');
  const userMenu = page.locator('header summary').filter({ hasText: '宝山钢铁' });
  await expect(userMenu).toBeVisible();
  const copied = await page.context().cookies();

  const logout = await page.request.post('/api/auth/logout', { data: {}, headers: { origin: new URL(baseURL!).origin } });
  expect(logout.status()).toBe(200);

  const other = await browser.newContext({ baseURL });
  await other.addCookies(copied);
  const stale = await other.newPage();
  const session = await stale.request.get('/api/session');
  expect((await session.json()).data.user).toBeNull();
  await stale.goto('/');
  await expect(stale.getByRole('button', { name: /登录/ }).first()).toBeVisible();
  await expect(stale.locator('header summary').filter({ hasText: '宝山钢铁' })).toHaveCount(0);
  await other.close();
});
