import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompareGwp } from '@/components/epd/compare-gwp';
import { buttonClass } from '@/components/ui/button-styles';
import { CompareEmpty, CompareNotices } from '@/components/epd/compare-notices';
import { CompareTable } from '@/components/epd/compare-table';
import { comparePath, compareSearchPath, MAX_COMPARED } from '@/lib/epd/comparison';
import { loadComparison } from '@/lib/epd/server/compare';
import { pageLocale, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';
import { localizedPath } from '@/lib/i18n/routing';
import { toMetadata } from '@/lib/seo/page-head';
import '@/components/epd/compare-print.css';

type Props = PageParams & PageSearchParams;

/** `ids=12,15` and `ids=12&ids=15` alike. */
async function idsOf(searchParams: Props['searchParams']): Promise<string> {
  return [(await searchParams).ids ?? []].flat().join(',');
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [comparison, t, tMeta] = await Promise.all([
    loadComparison(await idsOf(searchParams), locale),
    getTranslations({ locale, namespace: 'compare' }),
    getTranslations({ locale, namespace: 'meta' }),
  ]);
  const names = comparison.columns.map((column) => column.summary.productName);
  return toMetadata({
    locale,
    path: comparePath(comparison.columns.map((column) => column.summary.id)),
    title: names.length ? t('titleWith', { names: names.join(locale === 'en' ? ' · ' : '、') }) : t('title'),
    description: t('description'),
    siteName: tMeta('title'),
    // The product pages are the declarations' canonical pages; a comparison is any combination of them.
    index: false,
  });
}

// /epd/compare?ids=12,15,20 – up to four published declarations side by side; server-rendered, no client code of its own.
export default async function ComparePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const comparison = await loadComparison(await idsOf(searchParams), locale);
  const t = await getTranslations('compare');
  const { columns } = comparison;
  return (
    // Printed on A4 landscape (compare-print.css), in its colours, without the site's header and footer.
    <div className="[page:compare] print:[print-color-adjust:exact] print:[body:has(&)_:is(header,footer)]:hidden">
      <section className="border-b border-line bg-surface print:border-0">
        <div className="container-page flex flex-wrap items-end justify-between gap-x-6 gap-y-4 py-8 sm:py-10 print:max-w-none print:px-0 print:py-0">
          <div>
            <p className="text-sm font-semibold tracking-wide text-leaf-700 print:hidden">{t('eyebrow')}</p>
            <h1 className="mt-1 text-2xl font-semibold tracking-tight text-steel-900 sm:text-3xl print:text-lg">
              {t('title')}
            </h1>
            <p className="mt-2 max-w-3xl text-ink-muted print:hidden">{t('lead', { max: MAX_COMPARED })}</p>
          </div>
          <a
            href={localizedPath(locale, compareSearchPath(comparison.requested))}
            className={buttonClass('secondary', 'md', 'print:hidden')}
            data-testid="compare-add"
          >
            <span aria-hidden="true">+</span>
            {t('addDeclarations')}
          </a>
        </div>
      </section>
      <div className="container-page space-y-6 py-8 sm:py-10 print:max-w-none print:space-y-4 print:px-0 print:py-3">
        <CompareNotices comparison={comparison} />
        {columns.length === 0 ? (
          <CompareEmpty />
        ) : (
          <>
            {columns.length === 1 ? (
              <p className="text-sm text-ink-muted print:hidden" data-testid="compare-add-more">
                {t('addMore')}
              </p>
            ) : null}
            <p className="-mb-4 text-xs text-ink-muted sm:hidden print:hidden">{t('scrollHint')}</p>
            <CompareTable columns={columns} />
            <CompareGwp columns={columns} axis={comparison.axis} />
          </>
        )}
      </div>
    </div>
  );
}
