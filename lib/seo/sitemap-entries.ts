import type { MetadataRoute } from 'next';
import { chinaIsoTime } from '@/lib/content/china-time';
import { localizedPath, type Locale } from '@/lib/i18n/routing';

export const SITEMAP_PAGES = [
  { path: '/', priority: 1, changeFrequency: 'daily' },
  { path: '/epd/epdSearch', priority: 0.9, changeFrequency: 'daily' },
  { path: '/Pcr', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/pcr/pcrSearch', priority: 0.8, changeFrequency: 'weekly' },
  { path: '/Pcr/lca', priority: 0.5, changeFrequency: 'yearly' },
  { path: '/gpi', priority: 0.6, changeFrequency: 'yearly' },
  { path: '/lcaTools', priority: 0.4, changeFrequency: 'yearly' },
  { path: '/news', priority: 0.8, changeFrequency: 'daily' },
  { path: '/NoticeInformationPage', priority: 0.8, changeFrequency: 'daily' },
  { path: '/resources', priority: 0.6, changeFrequency: 'weekly' },
  { path: '/open-data', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/Links', priority: 0.3, changeFrequency: 'monthly' },
  { path: '/about', priority: 0.5, changeFrequency: 'yearly' },
  { path: '/service', priority: 0.5, changeFrequency: 'yearly' },
  { path: '/pricing', priority: 0.5, changeFrequency: 'yearly' },
  { path: '/steelMill', priority: 0.5, changeFrequency: 'yearly' },
  { path: '/thirdAgency', priority: 0.5, changeFrequency: 'yearly' },
  { path: '/Feedback', priority: 0.3, changeFrequency: 'yearly' },
] as const;

export type SitemapContent = {
  epds: { id: string | number; hasEnglish: boolean }[];
  pcrNumbers: string[];
  news: { id: number; publishTime: string }[];
  notices: { id: number; publishTime: string }[];
};

type Entry = MetadataRoute.Sitemap[number];

function bilingual(origin: string, path: string, extra: Omit<Entry, 'url' | 'alternates'>): Entry[] {
  const url = (locale: Locale) => origin + localizedPath(locale, path);
  const alternates = { languages: { 'zh-CN': url('zh'), en: url('en'), 'x-default': url('zh') } };
  return [
    { url: url('zh'), alternates, ...extra },
    { url: url('en'), alternates, ...extra },
  ];
}

function lastModified(publishTime: string): Pick<Entry, 'lastModified'> {
  const iso = chinaIsoTime(publishTime);
  return iso ? { lastModified: iso } : {};
}

/** A product page has an English URL only with an English name: otherwise `/en/app/epd/{id}` only redirects. */
export function sitemapEntries(origin: string, content: SitemapContent): MetadataRoute.Sitemap {
  const entries: MetadataRoute.Sitemap = [];
  for (const page of SITEMAP_PAGES) {
    entries.push(
      ...bilingual(origin, page.path, { priority: page.priority, changeFrequency: page.changeFrequency }),
    );
  }
  for (const epd of content.epds) {
    const path = `/app/epd/${encodeURIComponent(String(epd.id))}`;
    if (epd.hasEnglish)
      entries.push(...bilingual(origin, path, { priority: 0.8, changeFrequency: 'monthly' }));
    else entries.push({ url: origin + localizedPath('zh', path), priority: 0.8, changeFrequency: 'monthly' });
  }
  for (const pcrNumber of content.pcrNumbers) {
    const path = `/pcr/pcrSearch?pcrNumber=${encodeURIComponent(pcrNumber)}`;
    entries.push(...bilingual(origin, path, { priority: 0.6, changeFrequency: 'monthly' }));
  }
  for (const item of content.news) {
    entries.push(
      ...bilingual(origin, `/news/newsDetailsPage?id=${item.id}`, {
        priority: 0.6,
        ...lastModified(item.publishTime),
      }),
    );
  }
  for (const item of content.notices) {
    entries.push(
      ...bilingual(origin, `/NoticeInformationPage/Notice?id=${item.id}`, {
        priority: 0.6,
        ...lastModified(item.publishTime),
      }),
    );
  }
  return entries;
}
