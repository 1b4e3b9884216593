import { localizedPath, type Locale } from '@/lib/i18n/routing';

/** The news and notices RSS feeds (beyond the spec). */
export const FEED_PATHS = { news: '/news/rss.xml', notices: '/NoticeInformationPage/rss.xml' } as const;
export type FeedName = keyof typeof FEED_PATHS;

export function feedAlternate(locale: Locale, feed: FeedName, title: string) {
  return { 'application/rss+xml': [{ url: localizedPath(locale, FEED_PATHS[feed]), title }] };
}
