import { expect, expectCleanPage, test } from './support/fixtures';
import { headLinksOf, seededNews, seededNotices, upstreamGet, upstreamPost } from './support/content';

const origin = () => process.env.E2E_PORTAL_URL as string;

type SeededEpd = { id: number; productNameEn: string | null };

test.describe('sitemap and robots', () => {
  test('the sitemap lists every product page, PCR, news item and notice in both languages', async ({
    page,
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const { urls, error } = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        urls: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent),
      };
    }, xml);
    expect(error).toBeNull();
    expect(urls.every((url) => url?.startsWith(`${origin()}/`))).toBe(true);

    const epds = (
      await upstreamPost<{ list: SeededEpd[]; totals: number }>('/p/epd/page', { pageNum: 1, pageSize: 100 })
    ).list;
    for (const epd of epds) {
      expect(urls).toContain(`${origin()}/app/epd/${epd.id}`);
      // English only where an English name exists (DESIGN.md: the product page follows the EPD).
      if (epd.productNameEn) expect(urls).toContain(`${origin()}/en/app/epd/${epd.id}`);
      else expect(urls).not.toContain(`${origin()}/en/app/epd/${epd.id}`);
    }
    expect(epds.some((epd) => !epd.productNameEn)).toBe(true);
    // A withdrawn declaration (28 in the seed) is not listed.
    expect(urls).not.toContain(`${origin()}/app/epd/28`);

    for (const pcr of await upstreamGet<{ pcrNumber: string }[]>('/p/pcr/list')) {
      expect(urls).toContain(`${origin()}/pcr/pcrSearch?pcrNumber=${encodeURIComponent(pcr.pcrNumber)}`);
      expect(urls).toContain(`${origin()}/en/pcr/pcrSearch?pcrNumber=${encodeURIComponent(pcr.pcrNumber)}`);
    }
    for (const item of (await seededNews()).list) {
      expect(urls).toContain(`${origin()}/news/newsDetailsPage?id=${item.id}`);
      expect(urls).toContain(`${origin()}/en/news/newsDetailsPage?id=${item.id}`);
    }
    for (const notice of (await seededNotices()).list) {
      expect(urls).toContain(`${origin()}/NoticeInformationPage/Notice?id=${notice.id}`);
      expect(urls).toContain(`${origin()}/en/NoticeInformationPage/Notice?id=${notice.id}`);
    }
    for (const path of [
      '/',
      '/en',
      '/Pcr',
      '/en/Pcr/lca',
      '/gpi',
      '/resources',
      '/en/Links',
      '/about',
      '/en/pricing',
    ]) {
      expect(urls).toContain(`${origin()}${path}`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin()}/en/news"`);
  });

  test('/favicon.ico leads to the icon, not to a "not found" page', async ({ request }) => {
    const asked = await request.get('/favicon.ico', { maxRedirects: 0 });
    expect(asked.status()).toBe(308);
    expect(asked.headers().location).toBe('/icon.svg');
    // With the security headers every other answer has (proxy.ts).
    expect(asked.headers()).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });

  test('robots.txt keeps the signed-in area and utility pages out, in both languages', async ({
    request,
  }) => {
    const text = await (await request.get('/robots.txt')).text();
    const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]);
    for (const path of [
      '/user',
      '/userinfo',
      '/information',
      '/enterprise',
      '/changepassword',
      '/passpassword',
      '/textmessage',
      '/epd/mineEpd',
      '/Epd/mineEpd',
      '/myLists',
      '/myDetails',
      '/epd/verification',
      '/apppdf',
      '/Loginapp',
      '/appLogin',
      '/appLoginform',
      '/logins',
      '/Result',
    ]) {
      expect(disallowed).toContain(path);
      expect(disallowed).toContain(`/en${path}`);
    }
    expect(disallowed).toContain('/api/');
    // Public pictures (og:image, covers) are crawlable: the longer Allow wins over Disallow: /api/.
    expect(text).toMatch(/^Allow: \/api\/files\/public\/$/m);
    // The public pages stay crawlable: no rule is a prefix of them.
    for (const path of [
      '/app/epd/1',
      '/epd/epdSearch',
      '/news',
      '/Pcr',
      '/pcr/pcrSearch',
      '/resources',
      '/about',
    ]) {
      expect(disallowed.some((rule) => path.startsWith(rule!))).toBe(false);
    }
    expect(text).toContain(`Sitemap: ${origin()}/sitemap.xml`);
  });
});

test.describe('language alternates', () => {
  const PATHS = [
    '/news',
    '/NoticeInformationPage',
    '/Pcr',
    '/pcr/pcrSearch',
    '/Pcr/lca',
    '/gpi',
    '/resources',
    '/Links',
    '/about',
    '/service',
    '/pricing',
  ];

  test('every content page and its English twin name each other (hreflang zh-CN, en, x-default)', async ({
    page,
  }) => {
    test.slow();
    for (const path of PATHS) {
      // Visiting /en sets the language cookie, which then sends / to /en: start each pair without it.
      await page.context().clearCookies();
      await page.goto(path);
      const zh = await headLinksOf(page);
      expect(zh.canonical, path).toBe(`${origin()}${path}`);
      expect(zh.alternates, path).toEqual({
        'zh-CN': `${origin()}${path}`,
        en: `${origin()}/en${path}`,
        'x-default': `${origin()}${path}`,
      });
      await page.goto(`/en${path}`);
      const en = await headLinksOf(page);
      expect(en.canonical, path).toBe(`${origin()}/en${path}`);
      expect(en.alternates, path).toEqual(zh.alternates);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        `${origin()}/en${path}`,
      );
      await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute(
        'content',
        'Steel Industry EPD Platform',
      );
    }
  });

  test('every page of a list, a tab or a search names itself and its twin in the other language, and the twin names it back', async ({
    page,
  }) => {
    // A list's second page pointing its hreflang at the first page of the other language is a pair
    // that does not answer back: search engines drop it. Each page is its own canonical page.
    const pcr = (await upstreamGet<{ pcrNumber: string }[]>('/p/pcr/list'))[0]!.pcrNumber;
    const paths = [
      '/news?page=2',
      '/NoticeInformationPage?page=2',
      '/resources?type=255',
      '/resources?type=256',
      `/pcr/pcrSearch?pcrNumber=${pcr}&page=2`,
      '/pcr/pcrSearch?content=steel',
      '/Links?type=MEDIA',
      '/epd/epdSearch?keyword=Q355B&page=2',
    ];
    for (const path of paths) {
      const twins = {
        'zh-CN': `${origin()}${path}`,
        en: `${origin()}/en${path}`,
        'x-default': `${origin()}${path}`,
      };
      for (const url of [twins['zh-CN'], twins.en]) {
        const head = await headOf(page, url);
        expect(head.canonical, url).toBe(url);
        expect(head.alternates, url).toEqual(twins);
        // Past the first page (it holds the earlier ones again), and a keyword's results, stay out
        // of the index; their links are still followed. A tab is a page of its own.
        if (/[?&](page|content|keyword)=/.test(path)) expect(head.robots, url).toBe('noindex, follow');
        else expect(head.robots ?? '', url).not.toContain('noindex');
      }
    }
    // A PCR's own page, listed in the sitemap, is named after it.
    await page.goto(`/pcr/pcrSearch?pcrNumber=${pcr}`);
    await expect(page).toHaveTitle(new RegExp(`^产品种类规则 ${pcr}`));
    expect((await headOf(page, `${origin()}/pcr/pcrSearch?pcrNumber=${pcr}`)).robots ?? '').not.toContain(
      'noindex',
    );
  });

  test('a login request on the home page (/?login=required&redirect=…) is kept out of the index, with no alternates', async ({
    page,
  }) => {
    for (const url of [
      `${origin()}/?login=required&redirect=%2Fuser`,
      `${origin()}/en?login=required&redirect=%2Fuser`,
      `${origin()}/?notice=companyPending`,
    ]) {
      const head = await headOf(page, url);
      expect(head.robots, url).toContain('noindex');
      expect(head.alternates, url).toEqual({});
      expect(head.canonical, url).toBeNull();
    }
    // The home page itself keeps its pair.
    expect((await headOf(page, `${origin()}/`)).alternates.en).toBe(`${origin()}/en`);
  });
});

/**
 * Canonical, hreflang alternates and robots of a page as a crawler reads them: the whole HTML, no
 * script, no cookie (a `lang` cookie left by an English page would send `/` on to `/en`).
 */
async function headOf(page: import('@playwright/test').Page, url: string) {
  const response = await fetch(url, { headers: { 'accept-language': 'zh-CN' }, redirect: 'manual' });
  expect(response.status, url).toBe(200);
  const head = await page.evaluate(
    (html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const alternates: Record<string, string> = {};
      for (const link of doc.querySelectorAll('link[rel="alternate"][hreflang]'))
        alternates[link.getAttribute('hreflang')!] = link.getAttribute('href')!;
      return {
        canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        alternates,
        robots: doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '',
      };
    },
    await response.text(),
  );
  const absolute = (href: string) => new URL(href, url).toString();
  return {
    canonical: head.canonical === null ? null : absolute(head.canonical),
    alternates: Object.fromEntries(
      Object.entries(head.alternates).map(([lang, href]) => [lang, absolute(href)]),
    ),
    robots: head.robots,
  };
}

test.describe('RSS', () => {
  for (const [path, lang, list] of [
    ['/en/news/rss.xml', 'en', '/en/news'],
    ['/NoticeInformationPage/rss.xml', 'zh', '/NoticeInformationPage'],
    ['/en/NoticeInformationPage/rss.xml', 'en', '/en/NoticeInformationPage'],
  ] as const) {
    test(`${path} is well-formed RSS with items, linked from ${list}`, async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
      const feed = await page.evaluate(
        (text) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          return {
            error: doc.querySelector('parsererror')?.textContent ?? null,
            root: doc.documentElement.nodeName,
            language: doc.querySelector('channel > language')?.textContent,
            self: doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href'),
            items: [...doc.querySelectorAll('item')].map((item) => ({
              link: item.querySelector('link')?.textContent ?? '',
              pubDate: item.querySelector('pubDate')?.textContent ?? '',
            })),
          };
        },
        await response.text(),
      );
      expect(feed.error).toBeNull();
      expect(feed.root).toBe('rss');
      expect(feed.language).toBe(lang === 'en' ? 'en' : 'zh-CN');
      expect(feed.self).toBe(`${origin()}${path}`);
      expect(feed.items.length).toBeGreaterThan(0);
      for (const item of feed.items) {
        expect(item.link.startsWith(`${origin()}${list}`)).toBe(true);
        expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      }
      await page.goto(list);
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        `${origin()}${path}`,
      );
    });
  }
});

test.describe('visit counting', () => {
  test('each page view is counted with a visitor id kept 8 hours in localStorage (zh)', async ({
    page,
    watch,
  }) => {
    const counts: { visitorId: string; page: string }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/site/visits')) counts.push(request.postDataJSON());
    });
    await page.goto('/news');
    await expect.poll(() => counts.length).toBe(1);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('portal.visitor')!));
    expect(counts[0]).toEqual({ visitorId: stored.id, page: '/news' });
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);

    // A client navigation is a page view too, with the same visitor.
    await page.getByRole('main').getByRole('heading', { level: 3 }).first().getByRole('link').click();
    await expect.poll(() => counts.length).toBe(2);
    expect(counts[1]!.visitorId).toBe(stored.id);
    expect(counts[1]!.page).toBe('/news/newsDetailsPage');

    // An id older than 8 hours is replaced.
    await page.evaluate(
      (id) =>
        localStorage.setItem(
          'portal.visitor',
          JSON.stringify({ id, createdAt: Date.now() - 8 * 60 * 60 * 1000 - 1 }),
        ),
      stored.id,
    );
    await page.goto('/en/Pcr');
    await expect.poll(() => counts.length).toBe(3);
    expect(counts[2]!.visitorId).not.toBe(stored.id);
    expect(counts[2]!.page).toBe('/en/Pcr');
    expectCleanPage(watch);
  });
});
