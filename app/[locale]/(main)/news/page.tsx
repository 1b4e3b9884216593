import { getTranslations } from 'next-intl/server';
import { NewsMore } from '@/components/news/news-more';
import { NewsTimeline } from '@/components/news/news-timeline';
import { EmptyState } from '@/components/pages/empty-state';
import { FeedLink } from '@/components/pages/feed-link';
import { PageHeader } from '@/components/pages/page-header';
import { groupNewsByDate } from '@/lib/content/news';
import { listIndexable, listPage, pageHref } from '@/lib/content/paging';
import { loadNewsListing } from '@/lib/content/server/news';
import { localizedPath } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';
import { ClientMessages } from '@/components/providers/client-messages';

// Each page is canonical in both languages; past the first it stays out of the index (page N repeats pages 1 to N).
export async function generateMetadata({ params, searchParams }: PageParams & PageSearchParams) {
  const page = listPage(queryValue(await searchParams, 'page'));
  return pageMetadata(params, {
    path: pageHref('/news', {}, page),
    index: listIndexable(page),
    titleKey: 'news',
    descriptionKey: 'newsDescription',
    feed: 'news',
  });
}

// /news – the news timeline, grouped by day, with "more" (business.md 2.2).
const CLIENT_NAMESPACES = ['content', 'news'] as const;

export default async function NewsPage({ params, searchParams }: PageParams & PageSearchParams) {
  const locale = await pageLocale(params);
  const page = listPage(queryValue(await searchParams, 'page'));
  const [t, listing] = await Promise.all([getTranslations('news'), loadNewsListing(locale, page)]);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <PageHeader title={t('title')} lead={t('lead')} crumbs={[{ label: t('title') }]} width="medium">
        <FeedLink feed="news" />
      </PageHeader>
      <div className="container-page max-w-5xl py-10 sm:py-14">
        {/* The articles' titles are h3: the timeline has its own (unseen) h2 under the page's h1. */}
        <h2 className="sr-only">{t('listTitle')}</h2>
        {listing.items.length === 0 ? (
          <EmptyState title={t('empty')} body={t('emptyBody')} />
        ) : (
          <>
            <NewsTimeline groups={groupNewsByDate(listing.items)} first />
            <NewsMore
              key={listing.page}
              basePath={localizedPath(locale, '/news')}
              page={listing.page}
              shown={listing.items.length}
              total={listing.total}
              lastDay={listing.items.at(-1)?.day}
            />
          </>
        )}
      </div>
    </ClientMessages>
  );
}
