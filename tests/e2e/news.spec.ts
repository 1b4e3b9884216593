import { expect, expectCleanPage, test } from './support/fixtures';
import { headLinksOf, jsonLdOf, seededNews } from './support/content';

test.describe('news', () => {
  test('the timeline shows 4 items grouped by day, and "more" appends the next 4 in place (zh)', async ({
    page,
    watch,
  }) => {
    const seeded = await seededNews('zh');
    await page.goto('/news');
    await expect(page).toHaveTitle(/新闻资讯/);
    await expect(page.getByRole('heading', { level: 1, name: '新闻资讯' })).toBeVisible();
    const titles = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(titles).toHaveCount(4);
    await expect(titles).toHaveText(seeded.list.slice(0, 4).map((item) => item.newsTitle));
    // One date marker per day: the newest item's day leads the timeline.
    const newestDay = seeded.list[0]!.publishTime.slice(0, 10);
    await expect(page.locator(`main ol > li time[datetime="${newestDay}"]`).first()).toBeVisible();
    await expect(page.getByText(`已显示 4 / ${seeded.totals} 条`)).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.getByRole('link', { name: '加载更多' }).click();
    await expect(titles).toHaveCount(8);
    await expect(titles.nth(7)).toHaveText(seeded.list[7]!.newsTitle);
    await expect(page).toHaveURL(/\/news\?page=2$/);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);

    // A reload keeps how far the reader got.
    await page.reload();
    await expect(titles).toHaveCount(8);
    expectCleanPage(watch);
  });

  test('an article shows its title, editor, date and body, with NewsArticle JSON-LD and Open Graph (en)', async ({
    page,
    watch,
  }) => {
    const item = (await seededNews('en')).list[2]!;
    await page.goto(`/en/news/newsDetailsPage?id=${item.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.newsTitle);
    await expect(page.getByText('By Platform editorial team')).toBeVisible();
    await expect(page.locator('article .prose-platform p').first()).toBeVisible();
    await expect(page).toHaveTitle(
      new RegExp(item.newsTitle.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );

    const [article] = (await jsonLdOf(page)).filter((data) => data['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: item.newsTitle,
      inLanguage: 'en',
      datePublished: `${item.publishTime.replace(' ', 'T')}+08:00`,
      url: `${process.env.E2E_PORTAL_URL}/en/news/newsDetailsPage?id=${item.id}`,
      publisher: { '@type': 'Organization' },
    });
    expect((article!.image as string[])[0]).toMatch(
      /^http:\/\/localhost:\d+\/api\/files\/public\/news\/\d+\/cover$/,
    );

    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', item.newsTitle);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
    const { canonical, alternates } = await headLinksOf(page);
    expect(canonical).toBe(`${process.env.E2E_PORTAL_URL}/en/news/newsDetailsPage?id=${item.id}`);
    expect(alternates['zh-CN']).toBe(`${process.env.E2E_PORTAL_URL}/news/newsDetailsPage?id=${item.id}`);

    // The cover streams through the BFF and may be cached by the browser: as uploaded without a
    // width, as a WebP of one of the portal's widths with one, and no other width is made.
    const coverUrl = `/api/files/public/news/${item.id}/cover`;
    const cover = await page.request.get(coverUrl);
    expect(cover.headers()['content-type']).toBe('image/png');
    expect(cover.headers()['cache-control']).toContain('public');
    const small = await page.request.get(`${coverUrl}?w=320`);
    expect(small.headers()['content-type']).toBe('image/webp');
    expect(small.headers()['cache-control']).toContain('public');
    expect((await small.body()).length).toBeLessThan((await cover.body()).length / 4);
    expect((await page.request.get(`${coverUrl}?w=321`)).status()).toBe(400);

    // The browser picks a width from the srcset and shows it whole.
    const shown = page.locator('article img').first();
    await expect(shown).toHaveAttribute('srcset', new RegExp(`${coverUrl}\\?w=320 320w`));
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await shown.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).search)).toMatch(
      /^\?w=(320|640|960)$/,
    );
    expectCleanPage(watch);
  });

  test('an unknown article answers a 404 page, not an error (zh)', async ({ page }) => {
    for (const id of ['99999', 'abc', '']) {
      const response = await page.goto(`/news/newsDetailsPage?id=${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('the news list links its RSS feed, and the feed parses with its items (zh)', async ({
    page,
    request,
  }) => {
    await page.goto('/news');
    const feedHref = await page
      .locator('link[rel="alternate"][type="application/rss+xml"]')
      .getAttribute('href');
    expect(feedHref).toBe(`${process.env.E2E_PORTAL_URL}/news/rss.xml`);
    await expect(page.getByRole('link', { name: 'RSS 订阅' })).toHaveAttribute('href', '/news/rss.xml');
    const feed = await request.get('/news/rss.xml');
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
    const xml = await feed.text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        title: doc.querySelector('channel > title')?.textContent,
        language: doc.querySelector('channel > language')?.textContent,
        items: [...doc.querySelectorAll('item')].map((item) => ({
          title: item.querySelector('title')?.textContent,
          link: item.querySelector('link')?.textContent,
        })),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.language).toBe('zh-CN');
    const seeded = await seededNews('zh');
    expect(parsed.items).toHaveLength(Math.min(20, seeded.totals));
    expect(parsed.items[0]).toEqual({
      title: seeded.list[0]!.newsTitle,
      link: `${process.env.E2E_PORTAL_URL}/news/newsDetailsPage?id=${seeded.list[0]!.id}`,
    });
  });
});

test.describe('news without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-US' });

  test('"more" is a link to the next page, and the server renders pages 1…N (en)', async ({ page }) => {
    const seeded = await seededNews('en');
    await page.goto('/en/news');
    const titles = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(titles).toHaveCount(4);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/en\/news\?page=2$/);
    await expect(titles).toHaveCount(8);
    await page.goto(`/en/news?page=${Math.ceil(seeded.totals / 4)}`);
    await expect(titles).toHaveCount(seeded.totals);
    await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
  });
});
