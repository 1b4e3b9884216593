import { describe, expect, it } from 'vitest';
import { PRIVATE_PATHS, robotsRules } from '@/lib/seo/robots-rules';
import { buildRss, escapeXml } from '@/lib/seo/rss';
import { SITEMAP_PAGES, sitemapEntries } from '@/lib/seo/sitemap-entries';

const ORIGIN = 'https://epd.example.cn';

describe('sitemap', () => {
  const entries = sitemapEntries(ORIGIN, {
    epds: [
      { id: 1, hasEnglish: true },
      { id: 6, hasEnglish: false },
    ],
    pcrNumbers: ['PCR-CN-2024-001'],
    news: [{ id: 13, publishTime: '2026-11-20 16:00:00' }],
    notices: [{ id: 4, publishTime: '2026-10-23 10:00:00' }],
  });
  const urls = entries.map((entry) => entry.url);

  it('lists every public page in both languages, with absolute URLs', () => {
    for (const page of SITEMAP_PAGES) {
      expect(urls).toContain(ORIGIN + page.path);
      expect(urls).toContain(ORIGIN + (page.path === '/' ? '/en' : `/en${page.path}`));
    }
    expect(urls.every((url) => url.startsWith(`${ORIGIN}/`))).toBe(true);
  });

  it('lists English product pages only where the declaration has an English name', () => {
    expect(urls).toContain(`${ORIGIN}/app/epd/1`);
    expect(urls).toContain(`${ORIGIN}/en/app/epd/1`);
    expect(urls).toContain(`${ORIGIN}/app/epd/6`);
    expect(urls).not.toContain(`${ORIGIN}/en/app/epd/6`);
    expect(entries.find((entry) => entry.url === `${ORIGIN}/app/epd/6`)?.alternates).toBeUndefined();
  });

  it('lists PCRs, news and notices with language alternates that point at each other', () => {
    const news = entries.find((entry) => entry.url === `${ORIGIN}/en/news/newsDetailsPage?id=13`);
    expect(news?.alternates?.languages).toEqual({
      'zh-CN': `${ORIGIN}/news/newsDetailsPage?id=13`,
      en: `${ORIGIN}/en/news/newsDetailsPage?id=13`,
      'x-default': `${ORIGIN}/news/newsDetailsPage?id=13`,
    });
    expect(news?.lastModified).toBe('2026-11-20T16:00:00+08:00');
    expect(urls).toContain(`${ORIGIN}/pcr/pcrSearch?pcrNumber=PCR-CN-2024-001`);
    expect(urls).toContain(`${ORIGIN}/en/NoticeInformationPage/Notice?id=4`);
  });
});

describe('robots', () => {
  it('keeps the signed-in area, utility pages and the BFF out, in both languages', () => {
    const rules = robotsRules(ORIGIN);
    const rule = Array.isArray(rules.rules) ? rules.rules[0]! : rules.rules;
    for (const path of PRIVATE_PATHS) {
      expect(rule.disallow).toContain(path);
      expect(rule.disallow).toContain(`/en${path}`);
    }
    expect(rule.disallow).toContain('/api/');
    expect(rule.disallow).not.toContain('/app/epd');
    expect(rules.sitemap).toBe(`${ORIGIN}/sitemap.xml`);
  });
});

describe('RSS', () => {
  it('escapes every text and dates items in UTC', () => {
    expect(escapeXml(`<a href="x">R&D's</a>\u0001`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;R&amp;D&apos;s&lt;/a&gt;',
    );
    const xml = buildRss({
      title: 'News & notes',
      link: `${ORIGIN}/news`,
      selfUrl: `${ORIGIN}/news/rss.xml`,
      description: 'd',
      language: 'zh-CN',
      items: [
        {
          title: '钢 <b>',
          link: `${ORIGIN}/news/newsDetailsPage?id=1&x=2`,
          pubDate: new Date('2026-11-20T08:00:00Z'),
          description: null,
        },
      ],
    });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<title>News &amp; notes</title>');
    expect(xml).toContain('<title>钢 &lt;b&gt;</title>');
    expect(xml).toContain(
      '<guid isPermaLink="true">https://epd.example.cn/news/newsDetailsPage?id=1&amp;x=2</guid>',
    );
    expect(xml).toContain('<pubDate>Fri, 20 Nov 2026 08:00:00 GMT</pubDate>');
    expect(xml).not.toContain('<description></description>');
  });
});
