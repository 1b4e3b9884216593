import type { Page } from '@playwright/test';
import { expect, expectCleanPage, test } from './support/fixtures';
import { loginByEmailInDialog, NANJING } from './support/epd';
import { devLogin } from './support/login';

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
  await expect(
    other.getByRole('button', { name: lang === 'zh' ? '登录/注册' : 'Log in / Sign up' }),
  ).toBeVisible(SLOW);
  await other.close();
}

test('a form sent after the session ended goes home with the login dialog, and back to the form after login (zh)', async ({
  page,
  watch,
}) => {
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

test('a download on a public page after the session ended asks for a login there (en)', async ({
  page,
  watch,
}) => {
  await devLogin(page, NANJING.email);
  await page.goto('/en/pcr/pcrSearch');
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
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
  await expect(card.getByRole('link', { name: 'Chinese edition (PDF)' })).toHaveAttribute(
    'aria-haspopup',
    'dialog',
  );
  expectCleanPage(watch);
});

/**
 * Spec review (stop 24): after a logout in another tab, a link followed on a page of the main layout
 * went home with `?login=required`, but the header (a layout a client navigation keeps) still showed
 * the company, and no login dialog opened.
 */
test('a link followed after a logout in another tab shows the visitor header and the login dialog (zh)', async ({
  page,
  watch,
}) => {
  await devLogin(page, NANJING.email);
  await page.goto('/user');
  await expect(page.locator('header summary').filter({ hasText: NANJING.company })).toBeVisible(SLOW);

  await logOutInAnotherTab(page, NANJING.company, 'zh');
  await page.getByRole('main').locator('a[href="/passpassword"]').first().click();

  await expect(page).toHaveURL(/\/\?login=required&redirect=%2Fpasspassword$/, SLOW);
  await expect(page.getByRole('dialog').getByText('您还未登录，请先登录。')).toBeVisible(SLOW);
  await expect(page.locator('header summary').filter({ hasText: NANJING.company })).toHaveCount(0);
  expectCleanPage(watch);
});
