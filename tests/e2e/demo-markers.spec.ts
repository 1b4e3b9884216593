import { expect, test } from './support/fixtures';
import { seededNews } from './support/content';

/**
 * Review item 18: demo markers ("演示内容", "demo data", "演示地址") belong to demo mode only. This
 * portal runs with UPSTREAM_URL set (playwright.config.ts), as in production: no page may say
 * "demo", neither in the portal's own words nor in what the platform sent, and the footer's demo
 * line (lib/accounts/server/site-chrome.ts: shown only with UPSTREAM_URL unset) is absent.
 */
const MARKER = /演示|\bdemo\b/i;

test('with UPSTREAM_URL set no page carries a demo marker (zh and en)', async ({ page }) => {
  // About 35 page loads, on a machine that may be busy.
  test.setTimeout(240_000);
  const news = (await seededNews('zh')).list;
  const paths = [
    '/',
    '/en',
    '/about',
    '/en/about',
    '/pricing',
    '/news',
    '/en/news',
    // Every article in Chinese, and in English the ones that used to say their figures were demo data.
    ...news.map((item) => `/news/newsDetailsPage?id=${item.id}`),
    ...news
      .filter((item) => /前三季度/.test(item.newsTitle))
      .map((item) => `/en/news/newsDetailsPage?id=${item.id}`),
  ];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('footer')).toBeVisible();
    const text = await page.locator('body').innerText();
    expect(text.match(MARKER)?.[0] ?? null, `a demo marker on ${path}`).toBeNull();
    await expect(page.getByTestId('demo-notice')).toHaveCount(0);
  }
});
