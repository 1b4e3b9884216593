import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/pages/empty-state';
import { PageHeader } from '@/components/pages/page-header';
import { PcrCard } from '@/components/pcr/pcr-card';
import { PcrMore } from '@/components/pcr/pcr-more';
import { PcrSearchForm } from '@/components/pcr/pcr-search-form';
import { listIndexable, listPage, pageHref } from '@/lib/content/paging';
import { loadPcrListing, loadPcrOptions, type PcrQuery } from '@/lib/content/server/pcr';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/routing';
import { pageViewer } from '@/lib/accounts/server/page-viewer';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';
import { ClientMessages } from '@/components/providers/client-messages';

// Each search and page is canonical in both languages; a PCR's own search (in the sitemap) is named after it.
export async function generateMetadata({ params, searchParams }: PageParams & PageSearchParams) {
  const search = await searchParams;
  const pcrNumber = queryValue(search, 'pcrNumber')?.trim();
  const query = {
    pcrNumber: pcrNumber && /^[\w.-]{1,64}$/.test(pcrNumber) ? pcrNumber : undefined,
    content: queryValue(search, 'content')?.trim().slice(0, 100) || undefined,
  };
  const page = listPage(queryValue(search, 'page'));
  const path = pageHref('/pcr/pcrSearch', query, page);
  return pageMetadata(params, {
    path,
    ...(query.pcrNumber
      ? { titleKey: 'pcrOne', descriptionKey: 'pcrOneDescription', values: { number: query.pcrNumber } }
      : { titleKey: 'pcrSearch', descriptionKey: 'pcrSearchDescription' }),
    index: listIndexable(page, query.content),
  });
}

// /pcr/pcrSearch?content=&pcrNumber=&page= – PCR search with "more" (business.md 2.2).
const CLIENT_NAMESPACES = ['content', 'pcr'] as const;

export default async function PcrSearchPage({ params, searchParams }: PageParams & PageSearchParams) {
  const locale = await pageLocale(params);
  const search = await searchParams;
  const query: PcrQuery = {
    content: queryValue(search, 'content')?.trim().slice(0, 100) || undefined,
    pcrNumber: queryValue(search, 'pcrNumber')?.trim().slice(0, 64) || undefined,
  };
  const page = listPage(queryValue(search, 'page'));
  const [t, options, listing, user] = await Promise.all([
    getTranslations('pcr'),
    loadPcrOptions(locale).catch(() => []),
    loadPcrListing(query, page, locale),
    pageViewer(locale).then((viewer) => viewer.user ?? null),
  ]);
  const filtered = Boolean(query.content || query.pcrNumber);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <PageHeader
        title={t('search.title')}
        lead={t('search.lead')}
        crumbs={[{ label: t('intro'), href: '/Pcr' }, { label: t('search.title') }]}
      >
        <PcrSearchForm options={options} content={query.content} pcrNumber={query.pcrNumber} />
      </PageHeader>
      <div className="container-page py-10 sm:py-14">
        <div className="mb-5 flex flex-wrap items-baseline justify-between gap-3">
          <p className="text-sm text-ink-muted" aria-live="polite">
            {listing.total === 0
              ? null
              : filtered
                ? t('search.matches', { count: listing.total })
                : t('search.all', { count: listing.total })}
          </p>
          {filtered ? (
            <Link href="/pcr/pcrSearch" className="text-sm font-medium text-steel-600 hover:text-leaf-700">
              {t('search.clear')}
            </Link>
          ) : null}
        </div>
        {/* The cards' titles are h3: the list has its own (unseen) h2 under the page's h1. */}
        <h2 className="sr-only">{t('search.results')}</h2>
        {listing.items.length === 0 ? (
          <EmptyState title={t('search.empty')} body={t('search.emptyBody')} />
        ) : (
          <>
            <ul className="grid gap-5 lg:grid-cols-2">
              {listing.items.map((pcr) => (
                <li key={pcr.id}>
                  <PcrCard pcr={pcr} signedIn={user !== null} />
                </li>
              ))}
            </ul>
            <PcrMore
              key={`${query.pcrNumber ?? ''}|${query.content ?? ''}|${listing.page}`}
              basePath={localizedPath(locale, '/pcr/pcrSearch')}
              query={query}
              page={listing.page}
              shown={listing.items.length}
              total={listing.total}
              signedIn={user !== null}
            />
          </>
        )}
      </div>
    </ClientMessages>
  );
}
