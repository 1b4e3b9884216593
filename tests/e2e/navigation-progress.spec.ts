import { expect, expectCleanPage, test } from './support/fixtures';
import { holdRequests, pagePayload } from './support/hold';
import { devLogin } from './support/login';

// A dynamic page has nothing to prefetch, so a click on a link waits for the whole next page: a bar
// across the top says it is coming (lib/i18n/link-pending.tsx). The next page's payload is held
// here, as a slow phone connection would hold it.
const CASES = [
  { lang: 'zh', home: '/', link: '新闻资讯', news: '/news', heading: '新闻资讯', bar: '正在加载页面' },
  { lang: 'en', home: '/en', link: 'News', news: '/en/news', heading: 'News', bar: 'Loading the page' },
] as const;

test.describe('the bar while the next page loads', () => {
  for (const c of CASES) {
    test(`a click on a link shows the bar until the page has arrived (${c.lang})`, async ({
      page,
      watch,
    }) => {
      const next = await holdRequests(page, pagePayload(c.news));
      await page.goto(c.home);
      const progress = page.getByRole('progressbar', { name: c.bar });
      await expect(progress).toHaveCount(0);
      await page.getByRole('contentinfo').getByRole('link', { name: c.link, exact: true }).click();
      await expect(progress).toBeVisible();
      await expect
        .poll(() => next.asked.length, { message: 'the router asked for the next page' })
        .toBeGreaterThan(0);
      expect(new URL(page.url()).pathname, 'still on the page the click was made on').toBe(c.home);

      next.release();
      await expect(page).toHaveURL((url) => url.pathname === c.news);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
      await expect(progress).toHaveCount(0);
      expectCleanPage(watch);
    });
  }

  // A form's Cancel (here "Back") goes to another page: it is a link like any other (the bar, a new tab, before
  // hydration), not a button that calls the router and shows nothing until that page has arrived.
  test('a form’s way back is a link: the bar shows until the page it leaves for has arrived (en)', async ({
    page,
    watch,
  }) => {
    await devLogin(page, '13800138000');
    await page.addInitScript(() => window.localStorage.setItem('applyForm.tourSeen', '1'));
    await page.goto('/en/epd/epdApplyFor');
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for an EPD or CFP' })).toBeVisible({
      timeout: 30_000,
    });
    const cancel = page.getByRole('main').getByRole('link', { name: 'Back', exact: true });
    await expect(cancel).toHaveAttribute('href', '/en/Epd');

    const next = await holdRequests(page, pagePayload('/en/Epd'));
    await cancel.click();
    const progress = page.getByRole('progressbar', { name: 'Loading the page' });
    await expect(progress).toBeVisible();
    expect(new URL(page.url()).pathname, 'still on the form').toBe('/en/epd/epdApplyFor');
    next.release();
    await expect(page).toHaveURL((url) => url.pathname === '/en/Epd');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(progress).toHaveCount(0);
    expectCleanPage(watch);
  });

  // Navigations no link makes (lib/i18n/link-pending.tsx, navigateWithBar): the same bar.
  test('a logout shows the bar until the home page has arrived, signed out (en)', async ({ page, watch }) => {
    await devLogin(page, '13800138000');
    await page.goto('/en/news');
    const home = await holdRequests(page, pagePayload('/en'));
    await page.locator('header summary').filter({ hasText: '宝山钢铁股份有限公司' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    const progress = page.getByRole('progressbar', { name: 'Loading the page' });
    await expect(progress).toBeVisible();
    expect(new URL(page.url()).pathname, 'still on the page the logout was made on').toBe('/en/news');
    // The account menu has closed, as it does for a link; the bar alone says what is going on.
    await expect(page.getByRole('button', { name: 'Log out' })).toBeHidden();

    home.release();
    await expect(page).toHaveURL((url) => url.pathname === '/en');
    await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeVisible();
    await expect(progress).toHaveCount(0);
    expectCleanPage(watch);
  });

  test('the LCA entry of a user who has not subscribed shows the bar until the subscription page has arrived (zh)', async ({
    page,
    watch,
  }) => {
    // No test subscribes this approved account.
    await devLogin(page, '13700137000');
    await page.goto('/news');
    const lca = await holdRequests(page, pagePayload('/lcaTools'));
    await page
      .getByRole('navigation', { name: '主菜单' })
      .first()
      .getByRole('link', { name: 'LCA 工具' })
      .click();
    const progress = page.getByRole('progressbar', { name: '正在加载页面' });
    await expect(progress).toBeVisible();
    expect(new URL(page.url()).pathname, 'still on the page the click was made on').toBe('/news');

    lca.release();
    await expect(page).toHaveURL((url) => url.pathname === '/lcaTools');
    await expect(page.getByRole('button', { name: '订阅', exact: true })).toBeVisible();
    await expect(progress).toHaveCount(0);
    expectCleanPage(watch);
  });
});
