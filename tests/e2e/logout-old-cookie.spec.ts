import type { APIResponse } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { devLogin } from './support/login';

/**
 * Review item 21: logging out revokes the upstream token, and a copy of the session cookie taken
 * before logout must not show anyone as signed in afterwards: not in the header, not in
 * GET /api/session, not in the public endpoints that read the session (EPD search, menu).
 */
test('a session cookie copied before logout no longer signs anyone in (zh)', async ({
  page,
  browser,
  baseURL,
}) => {
  await devLogin(page, '13800138000');
  await page.goto('/');
  const userMenu = page.locator('header summary').filter({ hasText: '宝山钢铁' });
  await expect(userMenu).toBeVisible();
  const copied = await page.context().cookies();
  // The public endpoints that read the session answer a signed-in user differently: the QR flag on
  // the company's own declarations, the menu without the visitor's entries.
  const ownSearch = '/api/epd/search?company=91310113790459990C';
  const qrFlags = async (response: APIResponse) =>
    ((await response.json()).data.cards as { qr: boolean }[]).map((card) => card.qr);
  expect(await qrFlags(await page.request.get(ownSearch))).toContain(true);
  const signedInMenu = await (await page.request.get('/api/site/menu')).json();

  const logout = await page.request.post('/api/auth/logout', {
    data: {},
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(logout.status()).toBe(200);

  const other = await browser.newContext({ baseURL });
  await other.addCookies(copied);
  const stale = await other.newPage();
  const session = await stale.request.get('/api/session');
  expect((await session.json()).data.user).toBeNull();
  // …and those public endpoints answer it as they answer a visitor.
  const visitor = await browser.newContext({ baseURL });
  const visitorMenu = await (await visitor.request.get('/api/site/menu')).json();
  await visitor.close();
  expect(visitorMenu).not.toEqual(signedInMenu);
  expect(await (await stale.request.get('/api/site/menu')).json()).toEqual(visitorMenu);
  const staleSearch = await stale.request.get(ownSearch);
  expect(staleSearch.status()).toBe(200);
  expect(await qrFlags(staleSearch)).not.toContain(true);
  await stale.goto('/');
  await expect(stale.getByRole('button', { name: /登录/ }).first()).toBeVisible();
  await expect(stale.locator('header summary').filter({ hasText: '宝山钢铁' })).toHaveCount(0);
  await other.close();
});
