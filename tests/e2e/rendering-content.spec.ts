import type { Page } from '@playwright/test';
import {
  expect,
  expectCleanPage,
  expectNoHorizontalOverflow,
  expectNoMissingMessages,
  test,
} from './support/fixtures';
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
  { path: '/Links', zh: '友情链接', en: 'Links' },
  { path: '/about', zh: '关于平台', en: 'About the platform' },
  { path: '/service', zh: '平台服务', en: 'Services' },
  { path: '/pricing', zh: '收费标准', en: 'Pricing' },
] as const;

async function expectNoMissingContentMessages(page: Page) {
  await expectNoMissingMessages(page);
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(
    /\b(?:content|news|notices|pcr|pcrIntro|lcaIntro|gpi|resources|links|staticPages|feeds|pages)\.[a-zA-Z]+/,
  );
}

for (const lang of ['zh', 'en'] as const) {
  test(`content pages render in ${lang} without overflow`, async ({ page, watch }, testInfo) => {
    test.slow();
    const [news, notices] = await Promise.all([seededNews(lang), seededNotices(lang)]);
    for (const entry of PAGES) {
      const path =
        (lang === 'en' ? '/en' : '') +
        entry.path.replace('NEWS', String(news.list[0]!.id)).replace('NOTICE', String(notices.list[0]!.id));
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      if (entry[lang]) await expect(heading).toHaveText(entry[lang]);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'en' : 'zh-CN');
      await expectNoMissingContentMessages(page);
      await expectNoHorizontalOverflow(page);
      if (entry.path === '/news' || entry.path === '/Pcr') {
        await page.screenshot({
          path: testInfo.outputPath(`${entry.path.slice(1)}-${lang}.png`),
          fullPage: true,
        });
      }
    }
    expectCleanPage(watch);
  });

  test(`the home page shows recent declarations, news and notices from upstream in ${lang}`, async ({
    page,
    watch,
  }) => {
    const [news, notices] = await Promise.all([seededNews(lang), seededNotices(lang)]);
    await page.goto(lang === 'en' ? '/en' : '/');
    const recent = page.getByRole('region', {
      name: lang === 'en' ? 'Recently published declarations' : '最新发布的声明',
    });
    await expect(recent.getByRole('listitem')).toHaveCount(3);
    await expect(
      recent
        .getByRole('link')
        .filter({ hasText: /kg CO₂/ })
        .first(),
    ).toHaveAttribute('href', /\/app\/epd\/\d+$/);
    const updates = page.getByRole('region', {
      name: lang === 'en' ? 'Latest from the platform' : '平台动态',
    });
    await expect(updates.getByRole('link', { name: news.list[0]!.newsTitle })).toHaveAttribute(
      'href',
      new RegExp(`/news/newsDetailsPage\\?id=${news.list[0]!.id}$`),
    );
    await expect(updates.getByRole('link', { name: notices.list[0]!.title })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    expectCleanPage(watch);
  });
}

/**
 * Tables from the platform's HTML (business.md 2.2: services, pricing, news bodies): each in a box
 * of its own that scrolls sideways, with a visible cue, and no word broken across two lines.
 */
async function expectReadableTables(page: Page) {
  const tables = page.locator('.prose-platform table');
  expect(await tables.count()).toBeGreaterThan(0);
  for (const table of await tables.all()) {
    const box = table.locator('xpath=..');
    await expect(box).toHaveClass(/table-scroll/);
    const style = await box.evaluate((element) => {
      const css = getComputedStyle(element);
      return {
        overflowX: css.overflowX,
        background: css.backgroundImage,
        wider: element.scrollWidth > element.clientWidth,
      };
    });
    expect(style.overflowX).toBe('auto');
    // The cue: shadows at the edge with more to scroll (covered where the content ends).
    expect(style.background).toContain('radial-gradient');
    const broken = await table.evaluate((element) => {
      const words: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/[A-Za-z0-9]{2,}/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) words.push(match[0]);
        }
      }
      return words;
    });
    expect(broken, 'words broken across lines').toEqual([]);
  }
}

for (const lang of ['zh', 'en'] as const) {
  test(`tables from the platform scroll in their own box and keep their words whole (${lang})`, async ({
    page,
    watch,
  }, testInfo) => {
    test.slow();
    const news = await seededNews(lang);
    const prefix = lang === 'en' ? '/en' : '';
    // The first news item reports the year's declarations in a table.
    for (const path of ['/service', '/pricing', `/news/newsDetailsPage?id=${news.list[0]!.id}`]) {
      await page.goto(prefix + path);
      await expectReadableTables(page);
      await expectNoHorizontalOverflow(page);
    }
    await page.goto(`${prefix}/service`);
    await page.locator('.table-scroll').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`service-table-${lang}.png`) });
    expectCleanPage(watch);
  });

  test(`every tab of a tab strip can be seen and reached (${lang})`, async ({ page }, testInfo) => {
    test.slow();
    const prefix = lang === 'en' ? '/en' : '';
    for (const path of ['/Links', '/about', '/service', '/pricing', '/resources']) {
      await page.goto(prefix + path);
      // The tab strip: the navigation whose current entry is a link (the breadcrumb's is text).
      const strip = page
        .getByRole('main')
        .getByRole('navigation')
        .filter({ has: page.locator('a[aria-current="page"]') });
      await strip.scrollIntoViewIfNeeded();
      const tabs = strip.getByRole('link');
      expect(await tabs.count(), path).toBeGreaterThan(2);
      const width = page.viewportSize()!.width;
      for (const tab of await tabs.all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x, `${path}: ${await tab.textContent()}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${path}: ${await tab.textContent()}`).toBeLessThanOrEqual(width);
        // Nothing (a scrolling box's edge) hides it: the tab itself is what is at its centre.
        const onTop = await tab.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          return hit !== null && element.contains(hit);
        });
        expect(onTop, `${path}: ${await tab.textContent()} is covered or clipped`).toBe(true);
      }
      if (path === '/Links') await strip.screenshot({ path: testInfo.outputPath(`links-tabs-${lang}.png`) });
    }
  });

  test(`search boxes show their whole placeholder (${lang})`, async ({ page }) => {
    test.slow();
    const prefix = lang === 'en' ? '/en' : '';
    const projectWidth = page.viewportSize()!.width;
    for (const [path, box] of [
      ['/pcr/pcrSearch', '#pcr-keyword'],
      ['/epd/epdSearch', 'input[name="keyword"]'],
      ['/', '#home-epd-keyword'],
    ] as const) {
      await page.goto(path === '/' ? prefix || '/' : prefix + path);
      const input = page.getByRole('main').locator(box).first();
      // The project's width, then a tablet's both ways (four filters in a row cut it at 768 px).
      for (const width of [projectWidth, 768, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(input).toBeVisible();
        const fit = await input.evaluate((element) => {
          const field = element as HTMLInputElement;
          const css = getComputedStyle(field);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
          const room = field.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight);
          return { placeholder: field.placeholder, text: context.measureText(field.placeholder).width, room };
        });
        expect(fit.placeholder, path).not.toBe('');
        expect(fit.text, `${path} at ${width} px: "${fit.placeholder}" is cut`).toBeLessThanOrEqual(fit.room);
      }
      await page.setViewportSize({ width: projectWidth, height: 900 });
    }
  });
}
