import {
  expect,
  expectCleanPage,
  expectNoHorizontalOverflow,
  expectNoMissingMessages,
  test,
} from './support/fixtures';

// Runs on the desktop and the 390 px phone projects (playwright.config.ts).
const cases = [
  { locale: 'zh', path: '/epd/epdSearch', lang: 'zh-CN', title: /EPD 查询/, heading: 'EPD 查询' },
  { locale: 'en', path: '/en/epd/epdSearch', lang: 'en', title: /EPD search/, heading: 'EPD search' },
  { locale: 'zh', path: '/app/epd/1', lang: 'zh-CN', title: /热轧钢卷 Q355B/, heading: '热轧钢卷 Q355B' },
  { locale: 'en', path: '/en/app/epd/4', lang: 'en', title: /hydrogen/i, heading: /hydrogen/i },
] as const;

for (const c of cases) {
  test(`${c.path} renders in ${c.locale}`, async ({ page, watch }, testInfo) => {
    const response = await page.goto(c.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(c.title);
    await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
    if (c.path.includes('epdSearch')) {
      await expect(page.getByTestId('epd-card')).toHaveCount(4);
      await expect(page.getByTestId('gwp-compact').first()).toBeVisible();
    } else {
      await expect(page.getByTestId('validity')).toBeVisible();
      await expect(page.getByTestId('gwp-product-row')).toBeVisible();
    }
    await expectNoMissingMessages(page);
    await expect(page.locator('body')).not.toContainText(
      /\b(?:epdSearch|epdCards|productPage|pdfViewer|epdQr)\.[a-zA-Z]+/,
    );
    await expectNoHorizontalOverflow(page);
    await page.screenshot({
      path: testInfo.outputPath(`${c.path.replace(/\W+/g, '-')}.png`),
      fullPage: true,
    });
    expectCleanPage(watch);
  });
}
