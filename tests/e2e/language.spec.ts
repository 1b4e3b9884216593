import { expect, test } from './support/fixtures';

test.describe('language', () => {
  test('the switch sets the `lang` cookie, keeps the query, and survives a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/?from=qr');
    await page.getByLabel('语言').click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\?from=qr$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Verified carbon data');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');

    await page.reload();
    await expect(page).toHaveURL(/\/en\?from=qr$/);
    // With the cookie set, the unprefixed address sends an English reader to /en.
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);

    await page.getByLabel('Language').click();
    await page.getByRole('link', { name: '简体中文' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('每一吨钢的碳数据');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('zh');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('每一吨钢的碳数据');
  });

  test('the switch refuses to send the reader off-site', async ({ page }) => {
    const response = await page.request.get('/api/lang?to=en&path=//evil.example/x', { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/en');
    // The language prefix hides a second slash until it is taken off (`/en//evil.example` → `//evil.example`).
    for (const [to, path, home] of [
      ['zh', '/en//evil.example', '/'],
      ['zh', '/zh//evil.example', '/'],
      ['en', '/zh//evil.example', '/en'],
      ['zh', '/en/%2F%2Fevil.example', '/'],
      ['zh', '/en/https://evil.example', '/'],
    ] as const) {
      const switched = await page.request.get(`/api/lang?to=${to}&path=${encodeURIComponent(path)}`, {
        maxRedirects: 0,
      });
      expect(switched.headers().location, path).toBe(home);
    }
    // And a browser that follows the answer stays here.
    await page.goto(`/api/lang?to=zh&path=${encodeURIComponent('/en//evil.example')}`);
    expect(new URL(page.url()).host).toBe(new URL(process.env.E2E_PORTAL_URL!).host);
  });

  test.describe('an English browser with no cookie', () => {
    test.use({ locale: 'en-US' });
    test('lands on /en', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/en$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });

  test.describe('a browser in another language with no cookie', () => {
    test.use({ locale: 'fr-FR' });
    test('gets Chinese, the default', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    });
  });
});
