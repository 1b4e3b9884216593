import { localizedPath, type Locale } from '@/lib/i18n/routing';

/** The RSS feeds of the news and notices lists (beyond the spec: issue 3). */
export const FEED_PATHS = { news: '/news/rss.xml', notices: '/NoticeInformationPage/rss.xml' } as const;
export type FeedName = keyof typeof FEED_PATHS;

/** `<link rel="alternate" type="application/rss+xml">` for a page, through `alternates.types`. */
export function feedAlternate(locale: Locale, feed: FeedName, title: string) {
  return { 'application/rss+xml': [{ url: localizedPath(locale, FEED_PATHS[feed]), title }] };
}
