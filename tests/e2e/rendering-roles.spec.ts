import {
  expect,
  expectCleanPage,
  expectNoHorizontalOverflow,
  expectNoMissingMessages,
  test,
} from './support/fixtures';

// Runs on the desktop and the 390 px phone projects (playwright.config.ts): feedback, the role
// pages and the in-app page, in both languages, as a visitor.
const PAGES = [
  { path: '/Feedback', zh: '意见反馈', en: 'Feedback' },
  {
    path: '/steelMill',
    zh: '让每一吨钢的环境表现有据可查',
    en: 'Environmental data for every tonne of steel, on the record',
  },
  {
    path: '/thirdAgency',
    zh: '为钢铁产品声明的可信度把关',
    en: 'Keeping steel product declarations trustworthy',
  },
  { path: '/webview?code=about', zh: '关于平台', en: 'About the platform' },
  { path: '/webview?code=service', zh: '平台服务', en: 'Services' },
] as const;

for (const lang of ['zh', 'en'] as const) {
  test(`feedback, the role pages and the in-app page render in ${lang} without overflow`, async ({
    page,
    watch,
  }, testInfo) => {
    test.slow();
    for (const entry of PAGES) {
      const path = (lang === 'en' ? '/en' : '') + entry.path;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toHaveText(entry[lang]);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'en' : 'zh-CN');
      await expectNoMissingMessages(page);
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(/\b(?:feedback|rolePages|webview|pages|result|staticPages)\.[a-zA-Z]+/);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({
        path: testInfo.outputPath(`${entry.path.slice(1).replace(/[?=]/g, '-')}-${lang}.png`),
        fullPage: true,
      });
    }
    expectCleanPage(watch);
  });
}
