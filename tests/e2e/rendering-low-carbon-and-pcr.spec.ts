import {
  expect,
  expectCleanPage,
  expectNoHorizontalOverflow,
  expectNoMissingMessages,
  test,
} from './support/fixtures';
import { devLogin } from './support/login';

// The low-carbon steel application, the PCR application and the company's declarations, signed in
// as an authenticated company; on the desktop and the 390 px phone projects (playwright.config.ts).
const cases = [
  {
    path: '/dtpfg/dtpfgApplyFor',
    lang: 'zh-CN',
    title: /低碳排放钢评价申请/,
    heading: '低碳排放钢评价申请',
    ready: 'lces-product',
  },
  {
    path: '/en/dtpfg/dtpfgApplyFor',
    lang: 'en',
    title: /Application for low-carbon-emission steel evaluation/,
    heading: 'Application for low-carbon-emission steel evaluation',
    ready: 'lces-product',
  },
  { path: '/Pcr/pcrApplyFor', lang: 'zh-CN', title: /PCR 申请/, heading: 'PCR 申请', ready: null },
  {
    path: '/en/Pcr/pcrApplyFor',
    lang: 'en',
    title: /Apply for a PCR/,
    heading: 'Apply for a PCR',
    ready: null,
  },
  {
    path: '/Pcr/minePcr?type=EPD',
    lang: 'zh-CN',
    title: /我的声明/,
    heading: '我的声明',
    ready: 'company-declaration',
  },
  {
    path: '/en/Pcr/minePcr?type=CFP',
    lang: 'en',
    title: /My declarations/,
    heading: 'My declarations',
    ready: 'company-declaration',
  },
] as const;

for (const c of cases) {
  test(`${c.path} renders`, async ({ page, watch }, testInfo) => {
    await devLogin(page, '13800138000');
    const response = await page.goto(c.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(c.title);
    await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
    if (c.ready) await expect(page.getByTestId(c.ready).first()).toBeVisible();
    if (c.ready === 'company-declaration') {
      // Registration numbers and dates (one word each) stay on one line: at 390 px, beside the QR
      // code, "EPD-CN-2025-0003" took three lines and a date two.
      const broken = await page
        .getByTestId('company-declaration')
        .locator('dd')
        .evaluateAll((items) =>
          items
            .filter((item) => !/\s/.test(item.textContent!.trim()))
            .filter(
              (item) =>
                Math.round(
                  item.getBoundingClientRect().height / parseFloat(getComputedStyle(item).lineHeight),
                ) > 1,
            )
            .map((item) => item.textContent),
        );
      expect(broken, 'one-word facts broken over lines').toEqual([]);
    }
    await expectNoMissingMessages(page);
    await expect(page.locator('body')).not.toContainText(
      /\b(?:lowCarbonApplication|pcrApplication|minePcr|validation)\.[a-zA-Z]+/,
    );
    await expectNoHorizontalOverflow(page);
    await page.screenshot({
      path: testInfo.outputPath(`${c.path.replace(/\W+/g, '-')}.png`),
      fullPage: true,
    });
    expectCleanPage(watch);
  });
}
