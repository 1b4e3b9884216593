import {
  expect,
  expectCleanPage,
  expectNoHorizontalOverflow,
  expectNoMissingMessages,
  test,
} from './support/fixtures';

// Runs on the desktop and the 390 px phone projects (playwright.config.ts).
const cases = [
  {
    locale: 'zh',
    path: '/',
    lang: 'zh-CN',
    title: /低碳钢铁产品信息发布平台/,
    heading: '每一吨钢的碳数据',
    menu: ['新闻资讯', '通知公告', '资源下载'],
  },
  {
    locale: 'en',
    path: '/en',
    lang: 'en',
    title: /Steel Industry EPD Platform/,
    heading: 'Verified carbon data',
    menu: ['News', 'Notices', 'Resources'],
  },
] as const;

for (const c of cases) {
  test(`home page renders in ${c.locale} with the menu from upstream`, async ({
    page,
    watch,
    isMobile,
  }, testInfo) => {
    const response = await page.goto(c.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(c.title);
    await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(c.heading);

    if (isMobile) {
      await page
        .locator('summary[aria-label]')
        .filter({ has: page.locator('svg') })
        .last()
        .click();
    }
    const nav = page
      .getByRole('navigation', { name: c.locale === 'zh' ? '主菜单' : 'Main menu' })
      .locator('visible=true');
    for (const label of c.menu)
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    // /thirdAgency is only for company type 4 (accounts.md 2.1): a visitor never sees it.
    await expect(page.locator('a[href$="/thirdAgency"]')).toHaveCount(0);

    await expect(page.getByRole('contentinfo')).toContainText('021-96169');
    await expect(page.getByRole('contentinfo')).toContainText('8:30–20:30');
    await expect(page.getByRole('contentinfo')).toContainText('ICP');

    await expectNoMissingMessages(page);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`home-${c.locale}.png`), fullPage: true });
    expectCleanPage(watch);
  });
}

for (const c of cases) {
  test(`home page: notice dates on one line each, and Chinese-only declarations say so in English (${c.locale})`, async ({
    page,
  }, testInfo) => {
    await page.goto(c.path);
    const dates = page.getByTestId('notice-date');
    expect(await dates.count()).toBeGreaterThan(2);
    for (const date of await dates.all()) {
      const lines = await date
        .locator('span')
        .last()
        .evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
      expect(lines, `${await date.textContent()} wraps`).toBe(1);
    }
    await dates
      .first()
      .locator('xpath=ancestor::ul[1]')
      .screenshot({ path: testInfo.outputPath(`home-notices-${c.locale}.png`) });

    const recent = page.getByRole('region', {
      name: c.locale === 'en' ? 'Recently published declarations' : '最新发布的声明',
    });
    const chineseNamed = recent.getByRole('listitem').filter({ has: page.locator('[lang="zh-CN"]') });
    if (c.locale === 'en') {
      // The seed's recent declarations include one with no English name (as the search shows it).
      expect(await chineseNamed.count()).toBeGreaterThan(0);
      for (const card of await chineseNamed.all())
        await expect(card.getByTestId('chinese-only')).toHaveText('Chinese only');
      await expect(recent.getByTestId('chinese-only')).toHaveCount(await chineseNamed.count());
    } else {
      await expect(recent.getByTestId('chinese-only')).toHaveCount(0);
    }
  });
}

for (const c of cases) {
  test(`the footer's opening hours stay on one line each, from 360 to 1440 px (${c.locale})`, async ({
    page,
  }) => {
    await page.goto(c.path);
    const hours = page
      .getByRole('contentinfo')
      .locator('dd')
      .filter({ hasText: /^\d{1,2}:\d{2}–\d{1,2}:\d{2}$/ });
    await expect(hours).toHaveCount(2);
    // The same page laid out again at each width ("8:30–17:00" broke after its dash at 768 px in English).
    for (const width of [360, 390, 640, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const line of await hours.all()) {
        const rows = await line.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(rows, `${await line.textContent()} at ${width} px`).toBe(1);
      }
    }
  });
}
