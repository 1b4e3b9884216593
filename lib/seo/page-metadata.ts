import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';
import type { Locale } from '@/lib/i18n/routing';
import { alternatesFor } from './alternates';
import { feedAlternate, openGraphFor, type FeedName } from './open-graph';


/**
 * A page's title (from messages, key `titleKey` under `pages`), description, canonical URL and
 * hreflang alternates. `index: false` keeps utility and signed-in pages out of search engines.
 */
export async function pageMetadata(
  params: PageParams['params'],
  page: { path: string; titleKey: string; descriptionKey?: string; index?: boolean; feed?: FeedName },
): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages' });
  const title = t(page.titleKey as never);
  const description = page.descriptionKey ? t(page.descriptionKey as never) : undefined;
  const alternates = alternatesFor(locale, page.path);
  return {
    title,
    ...(description ? { description } : {}),
    alternates: page.feed ? { ...alternates, types: feedAlternate(locale, page.feed, title) } : alternates,
    ...(page.index === false
      ? { robots: { index: false, follow: true } }
      : { openGraph: await openGraphFor(locale, { title, description, path: page.path }) }),
  };
}
