import { getTranslations } from 'next-intl/server';
import { NoticeList } from '@/components/notices/notice-list';
import { NoticesMore } from '@/components/notices/notices-more';
import { EmptyState } from '@/components/pages/empty-state';
import { FeedLink } from '@/components/pages/feed-link';
import { PageHeader } from '@/components/pages/page-header';
import { listIndexable, listPage, pageHref } from '@/lib/content/paging';
import { loadNoticeListing } from '@/lib/content/server/notices';
import { localizedPath } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';
import { ClientMessages } from '@/components/providers/client-messages';

// Each page is canonical in both languages; past the first it stays out of the index (page N repeats pages 1 to N).
export async function generateMetadata({ params, searchParams }: PageParams & PageSearchParams) {
  const page = listPage(queryValue(await searchParams, 'page'));
  return pageMetadata(params, {
    path: pageHref('/NoticeInformationPage', {}, page),
    index: listIndexable(page),
    titleKey: 'notices',
    descriptionKey: 'noticesDescription',
    feed: 'notices',
  });
}

// /NoticeInformationPage – the platform's notices, newest first, with "more" (business.md 2.2).
const CLIENT_NAMESPACES = ['content', 'notices'] as const;

export default async function NoticesPage({ params, searchParams }: PageParams & PageSearchParams) {
  const locale = await pageLocale(params);
  const page = listPage(queryValue(await searchParams, 'page'));
  const [t, listing] = await Promise.all([getTranslations('notices'), loadNoticeListing(locale, page)]);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <PageHeader title={t('title')} lead={t('lead')} crumbs={[{ label: t('title') }]} width="narrow">
        <FeedLink feed="notices" />
      </PageHeader>
      <div className="container-page max-w-4xl py-10 sm:py-14">
        {/* The notices' titles are h3: the list has its own (unseen) h2 under the page's h1. */}
        <h2 className="sr-only">{t('listTitle')}</h2>
        {listing.items.length === 0 ? (
          <EmptyState title={t('empty')} body={t('emptyBody')} />
        ) : (
          <>
            <NoticeList items={listing.items} />
            <NoticesMore
              key={listing.page}
              basePath={localizedPath(locale, '/NoticeInformationPage')}
              page={listing.page}
              shown={listing.items.length}
              total={listing.total}
            />
          </>
        )}
      </div>
    </ClientMessages>
  );
}
