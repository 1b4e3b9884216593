import type { Locator, Page } from '@playwright/test';
import { expect, expectCleanPage, test } from './support/fixtures';

// The header's login dialog fetches its code and texts when it is wanted, not with every page
// (components/account/lazy-login-dialog.tsx): a pointer on the button starts both, and a click
// that comes before they are in shows that the dialog is on its way.
const TEXTS_URL = /\/api\/lang\/messages\?locale=(zh|en)&ns=account,captcha,validation$/;

/** In the middle of the screen, over the page: not held inside the header that holds the button. */
async function expectMidScreen(page: Page, notice: Locator) {
  const box = (await notice.boundingBox())!;
  const middle = box.y + box.height / 2;
  const { height } = page.viewportSize()!;
  expect(middle, 'the notice\'s middle, px from the top').toBeGreaterThan(height / 3);
  expect(middle, 'the notice\'s middle, px from the top').toBeLessThan((height * 2) / 3);
}

/**
 * Rests the pointer on the header's button until the page, once hydrated, asks for the dialog's
 * texts; returns every such request's URL, including those made later.
 */
async function pointAtLoginButton(page: Page, button: Locator): Promise<string[]> {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (TEXTS_URL.test(request.url())) asked.push(request.url());
  });
  await expect
    .poll(async () => {
      await page.mouse.move(1, 1);
      await button.hover();
      return asked.length;
    })
    .toBeGreaterThan(0);
  return asked;
}

test.describe('opening the login dialog', () => {
  test('a pointer resting on the button fetches the texts, once, before the click (en)', async ({ page, watch }) => {
    await page.goto('/en');
    const button = page.getByRole('button', { name: 'Log in / Sign up' });
    const asked = await pointAtLoginButton(page, button);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Log in to the platform' });
    await expect(dialog.getByRole('textbox', { name: 'Mobile number', exact: true })).toBeVisible();
    // The texts the pointer fetched are the ones the dialog shows: not asked for a second time.
    expect(asked).toEqual([expect.stringContaining('/api/lang/messages?locale=en&ns=account,captcha,validation')]);
    expectCleanPage(watch);
  });

  test('a click before the texts arrive says the dialog is opening, then shows it (zh)', async ({ page, watch }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(TEXTS_URL, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const button = page.getByRole('button', { name: '登录/注册' });
    // The request the pointer makes is held above.
    expect(await pointAtLoginButton(page, button)).toHaveLength(1);
    await button.click();
    const opening = page.getByRole('status').filter({ hasText: '正在打开登录窗口…' });
    await expect(opening).toBeVisible();
    await expectMidScreen(page, opening);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    release();
    const dialog = page.getByRole('dialog', { name: '登录平台' });
    await expect(dialog.getByRole('textbox', { name: '手机号', exact: true })).toBeVisible();
    await expect(opening).toHaveCount(0);
    expectCleanPage(watch);
  });

  test('when the texts cannot be fetched the page says so, and the notice closes (en)', async ({ page, watch }) => {
    await page.route(TEXTS_URL, (route) => route.abort('internetdisconnected'));
    await page.goto('/en');
    const button = page.getByRole('button', { name: 'Log in / Sign up' });
    // The request the pointer makes fails.
    await pointAtLoginButton(page, button);
    await button.click();
    const failed = page.getByRole('alert').filter({ hasText: 'The login form could not be loaded. Check your connection, then try again.' });
    await expect(failed).toBeVisible();
    await expectMidScreen(page, failed);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await failed.getByRole('button', { name: 'Close' }).click();
    await expect(failed).toHaveCount(0);

    // With the connection back, the same button opens the dialog.
    await page.unroute(TEXTS_URL);
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Log in to the platform' })).toBeVisible();
    expectCleanPage(watch);
  });
});
