import AxeBuilder from '@axe-core/playwright';
import { parseFeed } from '@rowanmanning/feed-parser';
import { headLinksOf, upstreamPost } from './support/content';
import {
  expect,
  expectCleanPage,
  expectNoHorizontalOverflow,
  expectNoMissingMessages,
  test,
} from './support/fixtures';

// /open-data explains the open data API with examples that must work, and the search's Atom feed is what a feed reader
// can follow: read here with the same feed parser library as the unit tests.

const origin = () => process.env.E2E_PORTAL_URL as string;

const PAGES = {
  zh: {
    path: '/open-data',
    title: '开放的 EPD 数据',
    sections: ['公开哪些数据', '数据格式', '检索参数', '示例', '访问频率、缓存与跨域', '使用条款'],
  },
  en: {
    path: '/en/open-data',
    title: 'Open EPD data',
    sections: [
      'What is published',
      'Formats',
      'Search parameters',
      'Examples',
      'Rate limits, caching and CORS',
      'Terms of use',
    ],
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  test(`/open-data in ${lang}: every section, and every example answers 200 with the content type it states`, async ({
    page,
    request,
    watch,
  }) => {
    const { path, title, sections } = PAGES[lang];
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    for (const name of sections)
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    const head = await headLinksOf(page);
    expect(head.canonical).toBe(origin() + path);
    expect(head.alternates).toEqual({
      'zh-CN': `${origin()}/open-data`,
      en: `${origin()}/en/open-data`,
      'x-default': `${origin()}/open-data`,
    });
    const robots = page.locator('meta[name="robots"]');
    expect((await robots.count()) ? await robots.first().getAttribute('content') : '').not.toContain(
      'noindex',
    );

    // The seed has declarations: the example of one declaration is there too.
    const examples = page.getByTestId('open-data-example');
    await expect(examples).toHaveCount(5);
    for (const example of await examples.all()) {
      const href = await example.getByRole('link').getAttribute('href');
      const type = await example.getAttribute('data-content-type');
      expect(href?.startsWith(`${origin()}/`), `${href} is an address on this portal`).toBe(true);
      await expect(example.locator('pre')).toContainText(`curl -s`);
      await expect(example.locator('pre')).toContainText(href!);
      const answer = await request.get(href!);
      expect(answer.status(), href!).toBe(200);
      expect(answer.headers()['content-type'], href!).toContain(type!);
      if (type === 'application/atom+xml') expect(parseFeed(await answer.text()).meta.type).toBe('atom');
      if (type === 'application/json') expect(typeof JSON.parse(await answer.text())).toBe('object');
    }
    await expect(
      page.locator('footer').getByRole('link', { name: lang === 'en' ? 'Open data' : '开放数据' }),
    ).toHaveAttribute('href', path);
    await expectNoMissingMessages(page);
    await expectNoHorizontalOverflow(page);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual(
      [],
    );
    expectCleanPage(watch);
  });
}

test('on a phone the examples wrap: nothing on /open-data is wider than 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/open-data');
  await expect(page.getByTestId('open-data-example').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  for (const block of await page.locator('pre').all()) {
    const box = await block.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
});

type SeededEpd = { id: number; gwp100: number | null; productName: string; productNameEn: string | null };

test('the feed of a filtered search, linked from the search page, parses as Atom and its entries open their product pages', async ({
  page,
  request,
}) => {
  await page.goto('/epd/epdSearch?gwpMax=800&sort=gwp');
  const href = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
  expect(href).toBeTruthy();
  const feedUrl = new URL(href!, origin());
  expect(feedUrl.pathname).toBe('/epd/epdSearch/feed');
  expect(feedUrl.searchParams.get('gwpMax')).toBe('800');
  await expect(page.getByTestId('subscribe-feed')).toHaveAttribute(
    'href',
    `${feedUrl.pathname}${feedUrl.search}`,
  );

  const answer = await request.get(feedUrl.href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const feed = parseFeed(await answer.text());
  expect(feed.meta).toEqual({ type: 'atom', version: '1.0' });
  expect(feed.language).toBe('zh-CN');
  expect(feed.title).toContain('800');
  expect(feed.self).toBe(`${origin()}/epd/epdSearch/feed?gwpMax=800`);

  // Its new declarations are the seed's under 800 kg CO2e/t, newest first (at most 20).
  const seeded = (await upstreamPost<{ list: SeededEpd[] }>('/p/epd/page', { pageNum: 1, pageSize: 100 }))
    .list;
  const lowCarbon = seeded.filter((epd) => epd.gwp100 !== null && epd.gwp100 <= 800).slice(0, 20);
  expect(lowCarbon.length).toBeGreaterThan(0);
  const announced = feed.items.filter((item) => /:epd\/\d+$/.test(item.id ?? ''));
  expect(announced.map((item) => item.title).sort()).toEqual(
    lowCarbon.map((epd) => `新发布：${epd.productName}`).sort(),
  );
  for (const item of feed.items) {
    expect(item.url).toMatch(new RegExp(`^${origin()}(/en)?/app/epd/\\d+$`));
    expect(item.updated).toBeInstanceOf(Date);
    const product = await request.get(item.url!);
    expect(product.status(), item.url!).toBe(200);
  }

  // The same search in English: an English feed under /en.
  const english = parseFeed(await (await request.get(`${origin()}/en/epd/epdSearch/feed?gwpMax=800`)).text());
  expect(english.language).toBe('en');
  expect(english.title).toBe('EPD search feed: GWP at most 800 kg CO₂e/t');
  expect(english.items).toHaveLength(feed.items.length);
});
