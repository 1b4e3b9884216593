import { getLocale, getTranslations } from 'next-intl/server';
import { formatNumber } from '@/lib/i18n/number-format';
import { cn } from '@/components/ui/cn';
import type { EpdSummary } from '@/lib/epd/epd-summary';
import { GWP_BENCHMARKS } from '@/lib/epd/gwp-benchmarks';
import { Link } from '@/lib/i18n/navigation';

const EAF_MAX = GWP_BENCHMARKS.find((benchmark) => benchmark.route === 'eafScrap')?.max ?? 900;

export async function RecentEpds({ epds }: { epds: EpdSummary[] | null }) {
  if (!epds?.length) return null;
  const [t, tCards, locale] = await Promise.all([
    getTranslations('home.recent'),
    getTranslations('epdCards'),
    getLocale(),
  ]);
  return (
    <section
      aria-labelledby="recent-epds-title"
      className="container-page below-fold pt-12 pb-14 sm:pt-14 sm:pb-16"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2
            id="recent-epds-title"
            className="text-2xl font-semibold tracking-tight text-steel-900 sm:text-3xl"
          >
            {t('title')}
          </h2>
          <p className="mt-2 max-w-2xl text-ink-muted">{t('lead')}</p>
        </div>
        <Link href="/epd/epdSearch" className="text-sm font-medium text-steel-600 hover:text-leaf-700">
          {t('all')} →
        </Link>
      </div>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {epds.map((epd) => (
          <li key={epd.id}>
            {/* A plain link: the product page is not part of the App Router. */}
            <a href={epd.productPath} className="group card-link">
              <span className="flex flex-wrap items-center gap-2 text-xs font-medium">
                <span className="rounded-md bg-steel-900 px-2 py-0.5 text-white">{epd.productType}</span>
                <span
                  className={cn(
                    'rounded-md px-2 py-0.5',
                    epd.expired ? 'bg-danger-50 text-danger-600' : 'bg-leaf-100 text-leaf-700',
                  )}
                >
                  {epd.expired ? t('expired') : t('valid')}
                </span>
                {epd.chain.length > 0 ? (
                  <span className="rounded-md bg-steel-100 px-2 py-0.5 text-steel-700">{t('onChain')}</span>
                ) : null}
                {locale === 'en' && !epd.hasEnglish ? (
                  <span
                    className="rounded-md bg-canvas px-2 py-0.5 text-ink-muted ring-1 ring-line"
                    data-testid="chinese-only"
                  >
                    {tCards('chineseOnly')}
                  </span>
                ) : null}
              </span>
              <span
                lang={epd.productNameLang === 'en' ? 'en' : 'zh-CN'}
                className="mt-3 line-clamp-2 text-base leading-snug font-semibold text-steel-900 group-hover:text-steel-600"
              >
                {epd.productName}
              </span>
              <span className="mt-1 text-sm text-ink-muted">{epd.companyName}</span>
              <span className="mt-1 font-mono text-xs text-ink-muted">{epd.registrationNumber}</span>
              {epd.gwp100 !== null ? (
                <span className="mt-auto flex items-baseline gap-1.5 border-t border-line pt-4">
                  <span
                    className={cn(
                      'text-2xl font-semibold tabular-nums',
                      epd.gwp100 <= EAF_MAX ? 'text-leaf-700' : 'text-steel-800',
                    )}
                  >
                    {formatNumber(epd.gwp100, locale, { maximumFractionDigits: 1 })}
                  </span>
                  <span className="text-xs text-ink-muted">{t('unit')}</span>
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
