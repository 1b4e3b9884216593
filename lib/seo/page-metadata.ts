import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';
import { feedAlternate, type FeedName } from './open-graph';
import { toMetadata } from './page-head';

type PagesKey = keyof (typeof import('@/messages/en.json'))['pages'];

/** `index: false` keeps utility and signed-in pages out of search engines. */
export async function pageMetadata(
  params: PageParams['params'],
  page: {
    path: string;
    titleKey: PagesKey;
    descriptionKey?: PagesKey;
    values?: Record<string, string>;
    index?: boolean;
    feed?: FeedName;
  },
): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [t, tMeta] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'meta' }),
  ]);
  const title = t(page.titleKey, page.values);
  const description = page.descriptionKey ? t(page.descriptionKey, page.values) : undefined;
  const metadata = toMetadata({
    locale,
    path: page.path,
    title,
    description,
    siteName: tMeta('title'),
    index: page.index,
  });
  if (page.feed)
    metadata.alternates = { ...metadata.alternates, types: feedAlternate(locale, page.feed, title) };
  return metadata;
}
