import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/i18n/number-format';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { formatChinaDate } from '@/lib/content/china-time';
import type { EpdSummary } from '@/lib/epd/epd-summary';
import { gwpPosition } from '@/lib/epd/gwp-benchmarks';
import { isLocale, localizedPath } from '@/lib/i18n/routing';
import { ChainProofs } from './chain-proofs';
import { ProductTypeBadge } from './epd-badges';
import { GwpScale } from './gwp-scale';

// The mobile product page a product's QR code opens (business.md 2.2): server components, no client JavaScript.

/** Dates in the site's one format (lib/content/china-time.ts), in the page's language. */
function useDateOf(): (date: string | null) => string {
  const locale = useLocale();
  return (date) => (date ? formatChinaDate(date, isLocale(locale) ? locale : 'zh') : '');
}

function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn('rounded-card border border-line bg-surface p-5 sm:p-6', className)}>
      <h2 className="text-sm font-semibold tracking-wide text-steel-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function ProductOverview({ epd, signedIn }: { epd: EpdSummary; signedIn: boolean }) {
  const t = useTranslations('productPage');
  const tCard = useTranslations('epdCards');
  const locale = useLocale();
  const dateOf = useDateOf();
  const report = epd.report;
  // business.md 2.2: a visitor logs in on the phone first.
  const reportPath = report
    ? signedIn
      ? `/apppdf/${encodeURIComponent(report.businessId)}`
      : `/Loginapp?id=${encodeURIComponent(report.businessId)}`
    : null;
  return (
    <article
      className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line"
      aria-labelledby="product-name"
    >
      <p
        data-testid="validity"
        data-state={epd.expired ? 'expired' : 'valid'}
        className={cn(
          'flex items-center gap-2 px-5 py-3 text-sm font-semibold text-white sm:px-7',
          epd.expired ? 'bg-danger-600' : 'bg-leaf-600',
        )}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {epd.expired ? (
            <path d="M10 6v5M10 14v.3M10 2.5l8 14.5H2z" strokeLinejoin="round" />
          ) : (
            <path d="M4 10.5l4 4 8-9" />
          )}
        </svg>
        <span>{epd.expired ? t('statusExpired') : t('statusValid')}</span>
        {epd.expirationDate ? (
          <span className="ml-auto font-normal whitespace-nowrap text-white tabular-nums">
            {epd.expired
              ? tCard('expiredOn', { date: dateOf(epd.expirationDate) })
              : tCard('validUntil', { date: dateOf(epd.expirationDate) })}
          </span>
        ) : null}
      </p>
      <div className="p-5 sm:p-7">
        <div className="flex flex-wrap items-center gap-2">
          <ProductTypeBadge type={epd.productType} />
          <span className="font-mono text-sm text-ink-muted">{epd.registrationNumber}</span>
        </div>
        <h1
          id="product-name"
          className="mt-3 text-2xl leading-snug font-semibold tracking-tight text-steel-900 sm:text-3xl"
        >
          {epd.productName}
        </h1>
        <p className="mt-1.5 text-ink-muted">{epd.companyName}</p>

        {epd.gwp100 !== null ? (
          <div className="mt-6 border-t border-line pt-5">
            <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{t('gwpTitle')}</p>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
              <span
                className="text-4xl font-semibold tracking-tight text-steel-900 tabular-nums"
                data-testid="gwp-value"
              >
                {formatNumber(epd.gwp100, locale)}
              </span>
              <span className="text-sm text-ink-muted">{t('gwpUnit')}</span>
            </p>
            <p className="mt-1 text-sm text-ink-muted">{t('gwpScope')}</p>
          </div>
        ) : null}

        {reportPath ? (
          <div className="mt-6">
            {/* A plain link: the product page ships no client router. */}
            <a
              href={localizedPath(isLocale(locale) ? locale : 'zh', reportPath)}
              className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
            >
              {t('viewPdf')}
            </a>
            {signedIn ? null : <p className="mt-2 text-xs text-ink-muted">{t('loginToView')}</p>}
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** The declared value against typical blast-furnace and electric-arc steel (beyond the spec). */
export function ProductGwp({ epd }: { epd: EpdSummary }) {
  const t = useTranslations('productPage');
  if (epd.gwp100 === null) return null;
  return (
    <Panel title={t('compareTitle')}>
      <p className="mb-4 text-sm text-ink" data-testid="gwp-position">
        {t(`gwpPosition.${gwpPosition(epd.gwp100)}`)}
      </p>
      <GwpScale product={{ gwp100: epd.gwp100, label: t('thisProduct') }} />
    </Panel>
  );
}

export function ProductDetails({ epd }: { epd: EpdSummary }) {
  const t = useTranslations('productPage');
  const tCard = useTranslations('epdCards');
  const locale = useLocale();
  const dateOf = useDateOf();
  const rows: [string, ReactNode][] = [
    [
      t('registrationNumber'),
      <span key="n" className="font-mono">
        {epd.registrationNumber}
      </span>,
    ],
    [t('productType'), tCard(`typeName.${epd.productType}`)],
    [t('company'), epd.companyName],
    ...(epd.productAddress
      ? ([
          [
            t('productAddress'),
            <span key="a">
              <span lang={epd.productAddressLang === 'en' ? 'en' : 'zh-CN'}>{epd.productAddress}</span>
              {/* An English page without an English address shows the Chinese one, said to be Chinese. */}
              {locale === 'en' && epd.productAddressLang === 'zh' ? (
                <span className="mt-0.5 block text-xs text-ink-muted" data-testid="address-in-chinese">
                  {t('addressInChinese')}
                </span>
              ) : null}
            </span>,
          ],
        ] as [string, ReactNode][])
      : []),
    ...(epd.pcr
      ? ([
          [
            t('pcr'),
            <span key="p">
              {epd.pcr.number ? <span className="font-mono">{epd.pcr.number}</span> : null}
              {epd.pcr.number && epd.pcr.name ? ' · ' : ''}
              {epd.pcr.name}
            </span>,
          ],
        ] as [string, ReactNode][])
      : []),
    ...(epd.effectiveDate
      ? ([
          [
            t('effectiveDate'),
            <span key="e" className="tabular-nums">
              {dateOf(epd.effectiveDate)}
            </span>,
          ],
        ] as [string, ReactNode][])
      : []),
    ...(epd.expirationDate
      ? ([
          [
            t('expirationDate'),
            <span key="x" className={cn('tabular-nums', epd.expired && 'font-semibold text-danger-600')}>
              {dateOf(epd.expirationDate)}
            </span>,
          ],
        ] as [string, ReactNode][])
      : []),
  ];
  return (
    <Panel title={t('detailsTitle')}>
      <dl className="divide-y divide-line text-sm">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="grid gap-0.5 py-2.5 first:pt-0 last:pb-0 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4"
          >
            <dt className="text-ink-muted">{label}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

export function ProductChain({ epd }: { epd: EpdSummary }) {
  const t = useTranslations('productPage');
  return (
    <Panel title={t('chainTitle')}>
      {epd.chain.length > 0 ? <p className="mb-4 text-sm text-ink-muted">{t('chainIntro')}</p> : null}
      <ChainProofs proofs={epd.chain} variant="full" />
    </Panel>
  );
}
