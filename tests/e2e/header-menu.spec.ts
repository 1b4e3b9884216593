import { expect, expectCleanPage, expectNoHorizontalOverflow, test } from './support/fixtures';
import { devLogin } from './support/login';
import { holdRequests } from './support/hold';

test.describe('header menu', () => {
  test('sub-menus open on hover, by keyboard and by tap', async ({ page, watch }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main menu' }).first();
    const epd = nav.getByRole('button', { name: 'EPD', exact: true });
    const search = nav.getByRole('link', { name: 'EPD search' });

    await expect(search).toBeHidden();
    await epd.hover();
    await expect(search).toBeVisible();
    await expect(epd).toHaveAttribute('aria-expanded', 'true');
    // Escape puts a panel shown under the pointer away (WCAG 1.4.13), until the pointer comes back.
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await expect(epd).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.move(5, 600);
    await epd.hover();
    await expect(search).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(search).toBeHidden();

    // Focus shows the panel and the button says so; Escape puts it away and the focus stays.
    await nav.getByRole('link', { name: 'Log in', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(epd).toBeFocused();
    await expect(search).toBeVisible();
    await expect(epd).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await expect(epd).toBeFocused();
    await expect(epd).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: focus the entry, ArrowDown opens and moves into the sub-menu, Escape closes.
    await epd.focus();
    await page.keyboard.press('ArrowDown');
    await expect(search).toBeVisible();
    await expect(nav.getByRole('link', { name: 'About EPD' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(search).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(epd).toBeFocused();
    await expect(epd).toHaveAttribute('aria-expanded', 'false');

    // Touch and click: a tap toggles the sub-menu, a tap elsewhere closes it.
    await epd.dispatchEvent('click');
    await expect(epd).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(epd).toHaveAttribute('aria-expanded', 'false');
    expectCleanPage(watch);
  });

  test('the EPD entries of the menu and the personal centre land on the declaration pages (zh)', async ({
    page,
    watch,
  }) => {
    await devLogin(page, '13800138000');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: '主菜单' }).first();
    await nav.getByRole('button', { name: 'EPD', exact: true }).hover();
    await nav.getByRole('link', { name: 'EPD 介绍' }).click();
    await expect(page).toHaveURL(/\/Epd$/);
    await expect(page.getByRole('heading', { level: 1, name: 'EPD 申请服务' })).toBeVisible();

    await nav.getByRole('button', { name: 'EPD', exact: true }).hover();
    await nav.getByRole('link', { name: '我的申请' }).click();
    await expect(page).toHaveURL(/\/epd\/mineEpd/);
    await expect(page.getByRole('heading', { level: 1, name: '我的申请' })).toBeVisible();

    await page.goto('/user');
    await page.getByRole('link', { name: '我的申请 · EPD 申请' }).click();
    await expect(page).toHaveURL(/\/epd\/mineEpd/);
    await expect(page.getByRole('heading', { level: 1, name: '我的申请' })).toBeVisible();
    expectCleanPage(watch);
  });

  test('a page view asks the server for the page alone; a link prefetches when the pointer rests on it, then opens (zh)', async ({
    page,
    watch,
  }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: '主菜单' }).first();
    const news = nav.getByRole('link', { name: '新闻资讯' });
    // Until the page has hydrated, a hover does nothing: rest the pointer on the link until it does.
    await expect
      .poll(async () => {
        await page.mouse.move(1, 1);
        await news.hover();
        return prefetched.includes('/news');
      })
      .toBe(true);

    // The rest of the page's links come into view, and a footer link is pointed at in turn.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: '友情链接' }).hover();
    await expect.poll(() => prefetched.includes('/Links')).toBe(true);
    // Only what the pointer rested on: no link was prefetched for being on screen (the header's,
    // the cards', the footer's: dozens of server renders for one view before).
    expect([...new Set(prefetched)].sort()).toEqual(['/Links', '/news']);

    await news.click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: '新闻资讯' })).toBeVisible();
    expectCleanPage(watch);
  });

  test('one header menu is open at a time; a click outside or Escape closes it, and focus goes back (zh)', async ({
    page,
  }) => {
    await devLogin(page, '13800138000');
    await page.goto('/');
    const bell = page.locator('details').filter({ has: page.getByTestId('message-popover') });
    // Closed, their contents are hidden from role queries: found by what they hold.
    const account = page.locator('details').filter({ has: page.locator('a[href="/user"]') });
    const language = page.locator('details').filter({ has: page.locator('a[href^="/api/lang"]') });
    await bell.locator('summary').click();
    await expect(bell).toHaveJSProperty('open', true);
    await account.locator('summary').click();
    await expect(account).toHaveJSProperty('open', true);
    await expect(bell).toHaveJSProperty('open', false);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(account).toHaveJSProperty('open', false);

    await language.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(language).toHaveJSProperty('open', true);
    await page.keyboard.press('Escape');
    await expect(language).toHaveJSProperty('open', false);
    await expect(language.locator('summary')).toBeFocused();
  });

  test('closing the login dialog with Escape gives focus back to the button that opened it (en)', async ({
    page,
  }) => {
    await page.goto('/en');
    const login = page.getByRole('button', { name: 'Log in / Sign up' });
    await login.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in to the platform' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(login).toBeFocused();
  });

  test('the logo leads home', async ({ page }) => {
    await page.goto('/en?from=somewhere');
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/en$/);
  });
});

test.describe('header menu on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the menu button opens the whole menu with its sub-entries', async ({ page }) => {
    await page.goto('/');
    const button = page.getByLabel('菜单', { exact: true });
    await button.click();
    const nav = page.getByRole('navigation', { name: '主菜单' }).locator('visible=true');
    await expect(nav.getByRole('link', { name: 'EPD 查询' })).toBeVisible();
    await expect(nav.getByRole('link', { name: '通知公告' })).toBeVisible();
    await button.click();
    await expect(nav).toHaveCount(0);
  });

  test("a tap on the menu before the page's script has arrived keeps the menu open once it has, and a page change closes it (en)", async ({
    page,
  }) => {
    const scripts = await holdRequests(
      page,
      (url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'),
    );
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    const button = page.getByLabel('Menu', { exact: true });
    await button.click();
    const nav = page.getByRole('navigation', { name: 'Main menu' }).locator('visible=true');
    await expect(nav.getByRole('link', { name: 'Notices' })).toBeVisible();

    scripts.release();
    const details = page.locator('details').filter({ has: button });
    // Hydrated: React has attached itself to the menu; two frames later its effects have run.
    await expect
      .poll(() =>
        details.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
      )
      .toBe(true);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(details).toHaveJSProperty('open', true);

    await nav.getByRole('link', { name: 'Notices' }).click();
    await expect(page).toHaveURL(/\/en\/NoticeInformationPage$/);
    await expect(details).toHaveJSProperty('open', false);
  });
});

// The desktop project only: the test sets each width itself, from a phone's to a wide screen's.
test('a signed-in header fits at 320 px, its menu button whole (zh, WCAG 1.4.10)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await devLogin(page, '13800138000');
  await page.goto('/epd/mineEpd');
  await expectNoHorizontalOverflow(page);
  const menuButton = page
    .getByRole('button', { name: '菜单' })
    .or(page.locator('summary[aria-label="菜单"]'));
  const box = (await menuButton.first().boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
});

for (const [locale, path, menu] of [
  ['zh', '/', '主菜单'],
  ['en', '/en', 'Main menu'],
] as const) {
  test(`a visitor's header fits from 360 to 1920 px, the desktop menu from 1280 (${locale})`, async ({
    page,
  }) => {
    await page.goto(path);
    const desktopMenu = page.getByRole('navigation', { name: menu }).first();
    for (const width of [360, 390, 768, 1024, 1279, 1280, 1366, 1440, 1536, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      // The platform's menu is as long as it is: the header must hold it, or fold it away.
      await expectNoHorizontalOverflow(page);
      if (width >= 1280) await expect(desktopMenu, `desktop menu at ${width} px`).toBeVisible();
      else await expect(desktopMenu, `no desktop menu at ${width} px`).toBeHidden();
    }
  });
}
