import { expect, test } from './support/fixtures';
import { devLogin } from './support/login';

test('an unknown path redirects to the home page of the current language', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('每一吨钢的碳数据');

  await page.goto('/en/no/such/page?x=1');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Verified carbon data');
});

test('a missing file answers 404 with a page that says so in both languages and leads home', async ({
  page,
  request,
}) => {
  const response = await page.goto('/no-such-file.txt');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
  await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Verified carbon data');
  // It replaces Next's built-in 404 page, which every page's RSC payload used to carry.
  expect(await (await request.get('/')).text()).not.toContain('This page could not be found');
});

// Issue 11: these addresses (the menu's "EPD authenticity check" and "Low-carbon steel evaluation", the
// footer's feedback, the result page's "continue") used to end on the home page. Each answers now.
test('every page of the declaration business answers itself, in both languages', async ({ page }) => {
  test.slow();
  await devLogin(page, '13800138000');
  const pages: [path: string, lands: RegExp][] = [
    ['/Epd', /\/Epd$/],
    ['/epd/epdApplyFor', /\/epd\/epdApplyFor$/],
    ['/epd/mineEpd', /\/epd\/mineEpd/],
    ['/epd/verification', /\/epd\/verification$/],
    ['/myLists', /\/epd\/verification$/],
    ['/myDetails?id=1', /\/myDetails\?id=1$/],
    ['/dtpfg/dtpfgApplyFor', /\/dtpfg\/dtpfgApplyFor$/],
    ['/Pcr/pcrApplyFor', /\/Pcr\/pcrApplyFor$/],
    ['/Pcr/minePcr?type=EPD', /\/Pcr\/minePcr\?type=EPD$/],
    ['/Feedback', /\/Feedback$/],
    ['/thirdAgency', /\/thirdAgency$/],
    ['/steelMill', /\/steelMill$/],
    ['/webview?code=about', /\/webview\?code=about$/],
  ];
  for (const prefix of ['', '/en']) {
    for (const [path, lands] of pages) {
      const response = await page.goto(`${prefix}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page, `${prefix}${path}`).toHaveURL(
        new RegExp(`${prefix.replace('/', '\\/')}${lands.source}`),
      );
      await expect(page.getByRole('heading', { level: 1 }).first(), `${prefix}${path}`).toBeAttached();
    }
  }
});
