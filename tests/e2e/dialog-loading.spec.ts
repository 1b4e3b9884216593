import type { Locator, Page } from '@playwright/test';
import { expect, expectCleanPage, test } from './support/fixtures';
import { epdCard, NANJING } from './support/epd';
import { holdRequests } from './support/hold';
import { devLogin } from './support/login';

// Dialogs fetch their code (and the login dialog its texts) when they are wanted, not with every
// page (components/providers/use-loaded.ts): a pointer on the header's login button starts both, a
// click that comes before they are in shows that the dialog is on its way, and a failure says so
// (components/ui/opening-notice.tsx).
const TEXTS_URL = /\/api\/lang\/messages\?locale=(zh|en)&ns=account,captcha,validation$/;

/** In the middle of the screen, over the page: not held inside the header that holds the button. */
async function expectMidScreen(page: Page, notice: Locator) {
  const box = (await notice.boundingBox())!;
  const middle = box.y + box.height / 2;
  const { height } = page.viewportSize()!;
  expect(middle, "the notice's middle, px from the top").toBeGreaterThan(height / 3);
  expect(middle, "the notice's middle, px from the top").toBeLessThan((height * 2) / 3);
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
  test('a pointer resting on the button fetches the texts, once, before the click (en)', async ({
    page,
    watch,
  }) => {
    await page.goto('/en');
    const button = page.getByRole('button', { name: 'Log in / Sign up' });
    const asked = await pointAtLoginButton(page, button);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Log in to the platform' });
    await expect(dialog.getByRole('textbox', { name: 'Mobile number', exact: true })).toBeVisible();
    // The texts the pointer fetched are the ones the dialog shows: not asked for a second time.
    expect(asked).toEqual([
      expect.stringContaining('/api/lang/messages?locale=en&ns=account,captcha,validation'),
    ]);
    expectCleanPage(watch);
  });

  test('a click before the texts arrive says the dialog is opening, then shows it (zh)', async ({
    page,
    watch,
  }) => {
    const texts = await holdRequests(page, (url) => TEXTS_URL.test(url.href));
    await page.goto('/');
    const button = page.getByRole('button', { name: '登录/注册' });
    // The request the pointer makes is held above.
    expect(await pointAtLoginButton(page, button)).toHaveLength(1);
    await button.click();
    const opening = page.getByRole('status').filter({ hasText: '正在打开登录窗口…' });
    await expect(opening).toBeVisible();
    await expectMidScreen(page, opening);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    texts.release();
    const dialog = page.getByRole('dialog', { name: '登录平台' });
    await expect(dialog.getByRole('textbox', { name: '手机号', exact: true })).toBeVisible();
    await expect(opening).toHaveCount(0);
    expectCleanPage(watch);
  });

  test('when the texts cannot be fetched the page says so, and the notice closes (en)', async ({
    page,
    watch,
  }) => {
    await page.route(TEXTS_URL, (route) => route.abort('internetdisconnected'));
    await page.goto('/en');
    const button = page.getByRole('button', { name: 'Log in / Sign up' });
    // The request the pointer makes fails.
    await pointAtLoginButton(page, button);
    await button.click();
    const failed = page
      .getByRole('alert')
      .filter({ hasText: 'The login form could not be loaded. Check your connection, then try again.' });
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

  test("when the form's code cannot be fetched the page says so; once it can, the button says the form is opening, then opens it (en)", async ({
    page,
    watch,
  }) => {
    const scripts = await onDemandScripts(page, '/en');
    await page.goto('/en');
    const button = page.getByRole('button', { name: 'Log in / Sign up' });
    // Once the page is hydrated, a pointer on the button asks for the dialog's code (and fails).
    await expect
      .poll(async () => {
        await page.mouse.move(1, 1);
        await button.hover();
        return scripts.asked.length;
      })
      .toBeGreaterThan(0);
    const opening = await failThenOpen(page, scripts, () => button.click(), {
      failed: 'The login form could not be loaded. Check your connection, then try again.',
      close: 'Close',
      opening: 'Opening the login form…',
    });
    await expect(
      page
        .getByRole('dialog', { name: 'Log in to the platform' })
        .getByRole('textbox', { name: 'Mobile number', exact: true }),
    ).toBeVisible();
    await expect(opening).toHaveCount(0);
    expectCleanPage(watch);
  });
});

test.describe('opening a report', () => {
  test("when the PDF dialog's code cannot be fetched the card says so; the next click says it is opening, then opens it (zh)", async ({
    page,
    watch,
  }) => {
    await devLogin(page, NANJING.email);
    const scripts = await onDemandScripts(page, '/epd/epdSearch?keyword=Q355B');
    await page.goto('/epd/epdSearch?keyword=Q355B');
    await expect(page.getByTestId('epd-results')).toHaveAttribute('data-signed-in', 'true');
    // The card stays on the page between the two clicks: the second says it is opening, not the first's failure.
    const view = epdCard(page, 1).getByRole('link', { name: '查看 PDF' });
    const opening = await failThenOpen(page, scripts, () => view.click(), {
      failed: '无法打开，请检查网络连接后重试。',
      close: '关闭',
      opening: '正在打开…',
    });
    await expect(page).toHaveURL(/\/epd\/epdSearch\?keyword=Q355B$/);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText('热轧钢卷 Q355B');
    await expect(opening).toHaveCount(0);
    expectCleanPage(watch);
  });
});

/**
 * A click whose part cannot be fetched says so (and not as a dialog); closed, the next click, with
 * the part held on a slow connection, says it is opening and not that it failed. Then the part is
 * let through; returns the "opening" notice, for the caller to see it go once the part is shown.
 */
async function failThenOpen(
  page: Page,
  scripts: Awaited<ReturnType<typeof onDemandScripts>>,
  click: () => Promise<void>,
  texts: { failed: string; close: string; opening: string },
): Promise<Locator> {
  await click();
  const failed = page.getByRole('alert').filter({ hasText: texts.failed });
  await expect(failed).toBeVisible();
  await expect.poll(() => scripts.asked.length, { message: 'scripts fetched on demand' }).toBeGreaterThan(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await failed.getByRole('button', { name: texts.close }).click();
  await expect(failed).toHaveCount(0);

  scripts.hold();
  await click();
  const opening = page.getByRole('status').filter({ hasText: texts.opening });
  await expect(opening).toBeVisible();
  await expect(failed).toHaveCount(0);
  scripts.release();
  return opening;
}

/**
 * Lets the scripts `path`'s HTML references load and makes every other script (a part fetched on
 * demand) fail, until `hold()`: then such scripts wait for `release()` and load. `asked` lists them.
 */
async function onDemandScripts(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const pageScripts = new Set(
    [...html.matchAll(/\/_next\/static\/chunks\/[^"'\s]+\.js/g)].map((match) => match[0]),
  );
  let mode: 'fail' | 'hold' = 'fail';
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pageScripts.has(pathname)) return route.continue();
    asked.push(pathname);
    if (mode === 'fail') return route.abort('internetdisconnected');
    await held;
    return route.continue();
  });
  return { asked, hold: () => void (mode = 'hold'), release: () => release() };
}
