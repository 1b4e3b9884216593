import type { Page } from '@playwright/test';
import { expect, expectCleanPage, expectNoHorizontalOverflow, expectNoMissingMessages, test } from './support/fixtures';
import { seededNews, seededNotices } from './support/content';

// Runs on the desktop and the 390 px phone projects (playwright.config.ts): every content page in both languages.
const PAGES = [
  { path: '/news', zh: '新闻资讯', en: 'News' },
  { path: '/news/newsDetailsPage?id=NEWS', zh: null, en: null },
  { path: '/NoticeInformationPage', zh: '通知公告', en: 'Notices' },
  { path: '/NoticeInformationPage/Notice?id=NOTICE', zh: null, en: null },
  { path: '/Pcr', zh: '产品种类规则（PCR）', en: 'Product category rules (PCR)' },
  { path: '/pcr/pcrSearch', zh: 'PCR 查询', en: 'PCR search' },
  { path: '/Pcr/lca', zh: '生命周期评价（LCA）', en: 'Life-cycle assessment (LCA)' },
  { path: '/gpi', zh: '通用编制规则（GPI）', en: 'General programme instructions (GPI)' },
  { path: '/resources', zh: '资源下载', en: 'Resources' },
  { path: '/Links', zh: '友情链接', en: 'Related organisations' },
  { path: '/about', zh: '关于平台', en: 'About the platform' },
  { path: '/service', zh: '平台服务', en: 'Services' },
  { path: '/pricing', zh: '收费标准', en: 'Pricing' },
] as const;

async function expectNoMissingContentMessages(page: Page) {
  await expectNoMissingMessages(page);
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\b(?:content|news|notices|pcr|pcrIntro|lcaIntro|gpi|resources|links|staticPages|feeds|pages)\.[a-zA-Z]+/);
}

for (const lang of ['zh', 'en'] as const) {
  test(`content pages render in ${lang} without overflow`, async ({ page, watch }, testInfo) => {
    test.slow();
    const [news, notices] = await Promise.all([seededNews(lang), seededNotices(lang)]);
    for (const entry of PAGES) {
      const path = (lang === 'en' ? '/en' : '') + entry.path.replace('NEWS', String(news.list[0]!.id)).replace('NOTICE', String(notices.list[0]!.id));
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      if (entry[lang]) await expect(heading).toHaveText(entry[lang]);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'en' : 'zh-CN');
      await expectNoMissingContentMessages(page);
      await expectNoHorizontalOverflow(page);
      if (entry.path === '/news' || entry.path === '/Pcr') {
        await page.screenshot({ path: testInfo.outputPath(`${entry.path.slice(1)}-${lang}.png`), fullPage: true });
      }
    }
    expectCleanPage(watch);
  });

  test(`the home page shows recent declarations, news and notices from upstream in ${lang}`, async ({ page, watch }) => {
    const [news, notices] = await Promise.all([seededNews(lang), seededNotices(lang)]);
    await page.goto(lang === 'en' ? '/en' : '/');
    const recent = page.getByRole('region', { name: lang === 'en' ? 'Recently published declarations' : '最新发布的声明' });
    await expect(recent.getByRole('listitem')).toHaveCount(3);
    await expect(recent.getByRole('link').filter({ hasText: /kg CO₂/ }).first()).toHaveAttribute('href', /\/app\/epd\/\d+$/);
    const updates = page.getByRole('region', { name: lang === 'en' ? 'Latest from the platform' : '平台动态' });
    await expect(updates.getByRole('link', { name: news.list[0]!.newsTitle })).toHaveAttribute('href', new RegExp(`/news/newsDetailsPage\\?id=${news.list[0]!.id}$`));
    await expect(updates.getByRole('link', { name: notices.list[0]!.title })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    expectCleanPage(watch);
  });
}
