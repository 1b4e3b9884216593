import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { CompareTray } from '@/components/epd/compare-tray';
import { EpdCard } from '@/components/epd/epd-card';
import { EpdLoadMore } from '@/components/epd/epd-load-more';
import { EpdSearchForm } from '@/components/epd/epd-search-form';
import { EpdSearchSummary } from '@/components/epd/epd-search-summary';
import { GwpLegend } from '@/components/epd/gwp-scale';
import { compareToggle } from '@/components/epd/search-compare-link';
import { SearchDataLinks } from '@/components/epd/search-data-links';
import { followCompany } from '@/lib/accounts/server/page-viewer';
import { getEpdSearchPage } from '@/lib/epd/server/search-page';
import { EPD_PAGE_SIZE, epdSearchParams, searchFilters, type EpdSearchFilters } from '@/lib/epd/search-url';
import { hasFilters, parseEpdSearchQuery } from '@/lib/epd/schemas';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';
import { ClientMessages } from '@/components/providers/client-messages';

type Props = PageParams & PageSearchParams;

const withQuery = (path: string, params: string) => `${path}${params ? `?${params}` : ''}`;

/** The Atom feed of a search: its filters and sort, without page or comparison. */
const feedPath = (locale: Locale, filters: EpdSearchFilters) =>
  withQuery(localizedPath(locale, '/epd/epdSearch/feed'), epdSearchParams(filters));

export async function generateMetadata({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = parseEpdSearchQuery(await searchParams);
  const filters = searchFilters(query);
  // The canonical URL keeps filters, sort and page (never the comparison); only the unfiltered first page is indexed
  // (the products are in the sitemap).
  const canonical = epdSearchParams({ ...filters, page: query.page });
  const metadata = await pageMetadata(params, {
    path: withQuery('/epd/epdSearch', canonical),
    titleKey: 'epdSearch',
    descriptionKey: 'epdSearchDescription',
    index: canonical === '',
  });
  const t = await getTranslations({ locale, namespace: 'buyerSearch.data' });
  metadata.alternates = {
    ...metadata.alternates,
    types: { 'application/atom+xml': [{ url: feedPath(locale, filters), title: t('feedTitle') }] },
  };
  return metadata;
}

// /epd/epdSearch?company&pcr&keyword&type&validity&gwpMin&gwpMax&chain&sort&page&compare – the public EPD search
// (business.md 2.2) with the buyer's filters, sorts and comparison.
const CLIENT_NAMESPACES = ['content', 'epdCards', 'gwp', 'epdQr', 'pdfViewer', 'buyerSearch.card'] as const;

export default async function EpdSearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const query = parseEpdSearchQuery(await searchParams);
  const here = epdSearchParams(query);
  // The owner's QR buttons follow a company approved while its user is signed in.
  await followCompany(locale, withQuery('/epd/epdSearch', here));
  const data = await getEpdSearchPage(query, locale);
  const t = await getTranslations('epdSearch');
  const format = await getFormatter();
  const action = localizedPath(locale, '/epd/epdSearch');
  const result = data.result;
  const filters = searchFilters(query);
  const compare = query.compare ?? [];
  const firstIndex = (data.pages.fromPage - 1) * EPD_PAGE_SIZE;
  const search = { path: action, query: filters, page: data.pages.toPage, compare };
  const dataParams = epdSearchParams(filters);

  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <section className="border-b border-line bg-surface">
        <div className="container-page py-8 sm:py-10">
          <p className="text-sm font-semibold tracking-wide text-leaf-700">{t('eyebrow')}</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight text-steel-900 sm:text-3xl">
            {t('title')}
          </h1>
          <p className="mt-2 max-w-3xl text-ink-muted">{t('lead')}</p>
          <div className="mt-6">
            <EpdSearchForm action={action} query={query} companies={data.companies} pcrs={data.pcrs} />
          </div>
        </div>
      </section>

      <section className="container-page py-8 sm:py-10" aria-labelledby="epd-results-title">
        <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
          <EpdSearchSummary
            titleId="epd-results-title"
            total={result?.total ?? null}
            action={action}
            query={query}
            companies={data.companies}
            pcrs={data.pcrs}
          />
          <SearchDataLinks
            csvHref={`/api/open/v1/epds.csv?${dataParams ? `${dataParams}&` : ''}lang=${locale}`}
            feedHref={feedPath(locale, filters)}
            openDataHref={localizedPath(locale, '/open-data')}
          />
        </div>
        {result && result.total > 0 ? (
          <div className="mt-4">
            <GwpLegend />
          </div>
        ) : null}

        {data.outdatedSince ? (
          <p
            role="status"
            className="mt-6 rounded-card border border-warning-600/30 bg-warning-50 px-5 py-4 text-sm text-warning-600"
          >
            {t('outdated', {
              time: format.dateTime(new Date(data.outdatedSince), {
                dateStyle: 'medium',
                timeStyle: 'short',
                timeZone: 'Asia/Shanghai',
              }),
            })}
          </p>
        ) : null}

        {result === null ? (
          <p
            role="alert"
            className="mt-6 rounded-card border border-warning-600/30 bg-warning-50 px-5 py-4 text-sm text-warning-600"
          >
            {t('failed')}
          </p>
        ) : result.total > 0 && result.cards.length === 0 ? (
          // Past the last page: the declarations exist, this page of them does not.
          <div className="mt-6 rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center">
            <p className="font-semibold text-steel-900">{t('pastEnd.title')}</p>
            <a
              href={withQuery(action, epdSearchParams({ ...filters, compare }))}
              className="mt-5 inline-block text-sm font-medium text-steel-600 underline-offset-4 hover:underline"
            >
              {t('pastEnd.back')}
            </a>
          </div>
        ) : result.total === 0 ? (
          <div className="mt-6 rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center">
            <p className="font-semibold text-steel-900">{t('emptyTitle')}</p>
            <p className="mt-2 text-sm text-ink-muted">{t('emptyBody')}</p>
            {hasFilters(query) ? (
              <a
                href={withQuery(action, epdSearchParams({ compare }))}
                className="mt-5 inline-block text-sm font-medium text-steel-600 underline-offset-4 hover:underline"
              >
                {t('clear')}
              </a>
            ) : null}
          </div>
        ) : (
          <>
            <ul
              className="mt-6 grid grid-cols-1 gap-5 lg:grid-cols-2"
              data-testid="epd-results"
              data-signed-in={data.signedIn}
            >
              {result.cards.map((card, index) => (
                <li key={card.id} id={`result-${firstIndex + index + 1}`} className="scroll-mt-24">
                  <EpdCard
                    card={card}
                    signedIn={data.signedIn}
                    compare={compareToggle(search, card.id, firstIndex + index + 1)}
                  />
                </li>
              ))}
            </ul>
            <EpdLoadMore
              key={data.signedIn ? 'signed-in' : 'visitor'}
              query={filters}
              page={data.pages.toPage}
              pageCount={result.pageCount}
              total={result.total}
              shown={firstIndex + result.cards.length}
              signedIn={data.signedIn}
              compare={compare}
            />
          </>
        )}
        {compare.length > 0 ? (
          <CompareTray
            ids={compare}
            compareHref={`${localizedPath(locale, '/epd/compare')}?ids=${compare.join(',')}`}
            clearHref={withQuery(action, epdSearchParams({ ...filters, page: query.page }))}
          />
        ) : null}
      </section>
    </ClientMessages>
  );
}
