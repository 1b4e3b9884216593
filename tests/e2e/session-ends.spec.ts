import type { Page } from '@playwright/test';
import { expect, expectCleanPage, test, UPSTREAM_URL } from './support/fixtures';
import { loginByEmailInDialog, NANJING } from './support/epd';
import { devLogin } from './support/login';
import { devGet } from './support/upstream-dev';

/**
 * A session that ends while a page is open (business.md 6, 8: "a 401 clears the session and returns
 * home"): the user logs out in another tab, then acts on the page they still have open. The BFF
 * answers 401; the header learns it at once, a page that needs a login goes home with the login
 * dialog and the way back, and a public page stays, asking for the login where it is needed.
 */
const SLOW = { timeout: 30_000 };

/** Logs out in a second tab of the same browser, as a user who works in several tabs would. */
async function logOutInAnotherTab(page: Page, account: string, lang: 'zh' | 'en') {
  const other = await page.context().newPage();
  await other.goto(lang === 'zh' ? '/user' : '/en/user');
  await other.locator('header summary').filter({ hasText: account }).click();
  await other.getByRole('button', { name: lang === 'zh' ? '退出登录' : 'Log out' }).click();
  await expect(other.getByRole('button', { name: lang === 'zh' ? '登录/注册' : 'Log in / Sign up' })).toBeVisible(SLOW);
  await other.close();
}

test('a form sent after the session ended goes home with the login dialog, and back to the form after login (zh)', async ({ page, watch }) => {
  await devLogin(page, NANJING.email);
  await page.goto('/Pcr/pcrApplyFor');
  await expect(page.getByRole('heading', { level: 1, name: 'PCR 申请' })).toBeVisible(SLOW);
  await expect(page.locator('header summary').filter({ hasText: NANJING.company })).toBeVisible();
  await page.getByLabel('产品', { exact: true }).fill('冷轧取向硅钢');

  await logOutInAnotherTab(page, NANJING.company, 'zh');
  await page.getByRole('button', { name: '提交申请' }).click();

  await expect(page).toHaveURL(/\/\?login=required&redirect=%2FPcr%2FpcrApplyFor$/, SLOW);
  await expect(page.getByRole('dialog').getByText('您还未登录，请先登录。')).toBeVisible();
  await expect(page.locator('header summary').filter({ hasText: NANJING.company })).toHaveCount(0);
  await loginByEmailInDialog(page, 'zh');
  await expect(page).toHaveURL(/\/Pcr\/pcrApplyFor$/, SLOW);
  await expect(page.locator('header summary').filter({ hasText: NANJING.company })).toBeVisible();
  expectCleanPage(watch);
});

test('a download on a public page after the session ended asks for a login there (en)', async ({ page, watch }) => {
  await devLogin(page, NANJING.email);
  await page.goto('/en/pcr/pcrSearch');
  const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).first();
  const download = card.getByRole('link', { name: 'Chinese edition (PDF)' });
  await expect(download).toBeVisible(SLOW);

  await logOutInAnotherTab(page, NANJING.company, 'en');
  await download.click();

  const ask = page.getByRole('dialog', { name: 'Log in to download' });
  await expect(ask).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/en\/pcr\/pcrSearch$/);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  // The header no longer claims a signed-in company, and the card offers the visitor's link (it asks to log in).
  await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
  await expect(page.locator('header summary').filter({ hasText: NANJING.company })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Chinese edition (PDF)' })).toHaveAttribute('aria-haspopup', 'dialog');
  expectCleanPage(watch);
});

/**
 * The platform ends the session on its side (a token revoked or timed out) while the portal's cookie
 * lives on: the next page learns it from a 401 and the login prompt says the login expired, not "you
 * are not logged in" (resilience review, stop 24). 13010130100 is this test's alone: its tokens end.
 */
test('a login the platform ended is said to have expired, on the next page and after (zh)', async ({ page, watch }) => {
  const account = '13010130100';
  await devLogin(page, account);
  await page.goto('/user');
  await expect(page.locator('header summary').filter({ hasText: '唐山瑞丰钢板有限公司' })).toBeVisible(SLOW);

  for (const token of await devGet<string[]>(`/__dev/tokens?account=${account}`)) {
    const ended = await fetch(`${UPSTREAM_URL()}/p/user/logout`, { headers: { authorization: token } });
    expect(ended.status).toBe(200);
  }
  await page.goto('/user');
  await expect(page).toHaveURL(/\/\?login=expired&redirect=%2Fuser$/, SLOW);
  await expect(page.getByRole('dialog').getByText('登录已过期，请重新登录。登录后将回到刚才的页面。')).toBeVisible();
  await expect(page.locator('header summary').filter({ hasText: '唐山瑞丰钢板有限公司' })).toHaveCount(0);

  // The proxy's guard, which reads the cookie alone, says the same until the next login.
  await page.goto('/user');
  await expect(page).toHaveURL(/\/\?login=expired&redirect=%2Fuser$/, SLOW);
  await expect(page.getByRole('dialog').getByText('登录已过期，请重新登录。登录后将回到刚才的页面。')).toBeVisible();
  expectCleanPage(watch);
});
