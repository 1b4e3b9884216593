import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/lib/i18n/routing';

type OpenGraphInput = {
  title: string;
  description?: string;
  /** The page's path without the locale prefix. */
  path: string;
  type?: 'website' | 'article';
  /** Article pages: ISO time with offset. */
  publishedTime?: string | null;
  /** Absolute or root-relative (resolved against metadataBase) image URLs. */
  images?: string[];
};

/**
 * A page's Open Graph tags. Next replaces the layout's `openGraph` as a whole when a page sets
 * its own, so the site name and locales are repeated here rather than inherited.
 */
export async function openGraphFor(locale: Locale, input: OpenGraphInput): Promise<NonNullable<Metadata['openGraph']>> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  const common = {
    title: input.title,
    ...(input.description ? { description: input.description } : {}),
    url: localizedPath(locale, input.path),
    siteName: t('title'),
    locale: locale === 'en' ? 'en_US' : 'zh_CN',
    alternateLocale: locale === 'en' ? ['zh_CN'] : ['en_US'],
    ...(input.images?.length ? { images: input.images.map((url) => ({ url })) } : {}),
  };
  return input.type === 'article'
    ? { ...common, type: 'article', ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}) }
    : { ...common, type: 'website' };
}

/** The RSS feeds of the news and notices lists (beyond the spec: issue 3). */
export const FEED_PATHS = { news: '/news/rss.xml', notices: '/NoticeInformationPage/rss.xml' } as const;
export type FeedName = keyof typeof FEED_PATHS;

/** `<link rel="alternate" type="application/rss+xml">` for a page, through `alternates.types`. */
export function feedAlternate(locale: Locale, feed: FeedName, title: string) {
  return { 'application/rss+xml': [{ url: localizedPath(locale, FEED_PATHS[feed]), title }] };
}
