import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EpdCard } from '@/components/epd/epd-card';
import { EpdLoadMore } from '@/components/epd/epd-load-more';
import { EpdSearchForm } from '@/components/epd/epd-search-form';
import { EpdSearchSummary } from '@/components/epd/epd-search-summary';
import { GwpLegend } from '@/components/epd/gwp-scale';
import { followCompany } from '@/lib/accounts/server/page-viewer';
import { getEpdSearchPage } from '@/lib/epd/server/search-page';
import { EPD_PAGE_SIZE, epdSearchParams } from '@/lib/epd/search-url';
import { hasFilters, parseEpdSearchQuery } from '@/lib/epd/schemas';
import { localizedPath } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { listIndexable } from '@/lib/content/paging';
import { pageLocale, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';
import { ClientMessages } from '@/components/providers/client-messages';

type Props = PageParams & PageSearchParams;

export async function generateMetadata({ params, searchParams }: Props) {
  const { company, pcr, keyword, page } = parseEpdSearchQuery(await searchParams);
  const filters = epdSearchParams({ company, pcr, keyword, page });
  return pageMetadata(params, {
    path: `/epd/epdSearch${filters ? `?${filters}` : ''}`,
    titleKey: 'epdSearch',
    descriptionKey: 'epdSearchDescription',
    // The canonical URL keeps filters and page; only the unfiltered first page is indexed (products are in the sitemap).
    index: listIndexable(page, company ?? pcr ?? keyword),
  });
}

// /epd/epdSearch?company=&pcr=&keyword=&page= – the public EPD search (business.md 2.2).
const CLIENT_NAMESPACES = ['content', 'epdCards', 'gwp', 'epdQr', 'pdfViewer'] as const;

export default async function EpdSearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const query = parseEpdSearchQuery(await searchParams);
  const here = epdSearchParams(query);
  // The owner's QR buttons follow a company approved while its user is signed in.
  await followCompany(locale, `/epd/epdSearch${here ? `?${here}` : ''}`);
  const data = await getEpdSearchPage(query, locale);
  const t = await getTranslations('epdSearch');
  const action = localizedPath(locale, '/epd/epdSearch');
  const result = data.result;
  const filters = { company: query.company, pcr: query.pcr, keyword: query.keyword };
  const firstIndex = (data.pages.fromPage - 1) * EPD_PAGE_SIZE;

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
            <EpdSearchForm
              action={action}
              values={filters}
              companies={data.companies}
              pcrs={data.pcrs}
              labels={{
                formLabel: t('formLabel'),
                company: t('company'),
                allCompanies: t('allCompanies'),
                pcr: t('pcr'),
                allPcrs: t('allPcrs'),
                keyword: t('keyword'),
                keywordPlaceholder: t('keywordPlaceholder'),
                submit: t('submit'),
              }}
            />
          </div>
        </div>
      </section>

      <section className="container-page py-8 sm:py-10" aria-labelledby="epd-results-title">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
          <EpdSearchSummary
            titleId="epd-results-title"
            total={result?.total ?? null}
            query={filters}
            companies={data.companies}
            pcrs={data.pcrs}
            clearHref={hasFilters(query) ? action : null}
          />
          {result && result.total > 0 ? <GwpLegend /> : null}
        </div>

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
              href={`${action}${epdSearchParams(filters) ? `?${epdSearchParams(filters)}` : ''}`}
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
                href={action}
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
                  <EpdCard card={card} signedIn={data.signedIn} />
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
            />
          </>
        )}
      </section>
    </ClientMessages>
  );
}
