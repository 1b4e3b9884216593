import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getEnv } from '@/lib/env/server/env';
import { parseChinaTime } from '@/lib/content/china-time';
import { loadNewsListing } from '@/lib/content/server/news';
import { loadNoticeListing } from '@/lib/content/server/notices';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { FEED_PATHS, type FeedName } from '../open-graph';
import { buildRss, type RssItem } from '../rss';

const FEED_SIZE = 20;

async function feedItems(feed: FeedName, locale: Locale, origin: string): Promise<RssItem[]> {
  if (feed === 'news') {
    const { items } = await loadNewsListing(locale, 1, FEED_SIZE);
    return items.map((item) => ({
      title: item.title,
      link: origin + localizedPath(locale, `/news/newsDetailsPage?id=${item.id}`),
      description: item.abstract,
      pubDate: parseChinaTime(item.publishTime),
      category: item.editor,
    }));
  }
  const { items } = await loadNoticeListing(locale, 1, FEED_SIZE);
  return items.map((item) => ({
    title: item.title,
    link: origin + localizedPath(locale, `/NoticeInformationPage/Notice?id=${item.id}`),
    description: item.summary,
    pubDate: parseChinaTime(item.publishTime),
  }));
}

const LIST_PATHS: Record<FeedName, string> = { news: '/news', notices: '/NoticeInformationPage' };

export async function feedResponse(feed: FeedName, locale: Locale): Promise<Response> {
  const origin = getEnv().publicOrigin;
  const [t, items] = await Promise.all([
    getTranslations({ locale, namespace: 'feeds' }),
    feedItems(feed, locale, origin),
  ]);
  const xml = buildRss({
    title: t(`${feed}.title`),
    link: origin + localizedPath(locale, LIST_PATHS[feed]),
    selfUrl: origin + localizedPath(locale, FEED_PATHS[feed]),
    description: t(`${feed}.description`),
    language: locale === 'en' ? 'en' : 'zh-CN',
    items,
  });
  return new Response(xml, {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': 'public, max-age=600',
      'x-content-type-options': 'nosniff',
    },
  });
}
