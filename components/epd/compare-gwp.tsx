import { useLocale, useTranslations } from 'next-intl';
import type { ComparedDeclaration, Comparison } from '@/lib/epd/comparison';
import { GWP_BENCHMARKS } from '@/lib/epd/gwp-benchmarks';
import { formatNumber } from '@/lib/i18n/number-format';
import { LowestBadge } from './compare-table';

// The colours of components/epd/gwp-scale.tsx, so a reader who knows the cards reads this chart at once.
const routeFill = { bfBof: 'fill-ember-500', eafScrap: 'fill-steel-500' } as const;

/**
 * Every compared GWP100 as a bar from zero on one axis, the typical ranges of the steelmaking routes on the same axis
 * (shaded behind each bar and drawn below), so lengths compare directly; the lowest value is marked.
 */
export function CompareGwp({ columns, axis }: { columns: ComparedDeclaration[]; axis: Comparison['axis'] }) {
  const t = useTranslations('compare');
  const tGwp = useTranslations('gwp');
  const locale = useLocale();
  const declared = columns.filter((column) => column.summary.gwp100 !== null);
  if (declared.length === 0) return null;
  const pct = (value: number) => (Math.min(Math.max(value, 0), axis.max) / axis.max) * 100;
  const unit = t('chart.axis');
  return (
    <section
      aria-labelledby="compare-gwp-title"
      className="rounded-card border border-line bg-surface p-5 shadow-card break-inside-avoid sm:p-6 print:border-0 print:p-0 print:shadow-none"
    >
      <h2 id="compare-gwp-title" className="text-base font-semibold text-steel-900">
        {t('chart.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted print:text-[8pt]">{t('chart.lead')}</p>
      <figure className="mt-5" data-testid="compare-gwp" data-axis-max={axis.max}>
        <ul className="space-y-3">
          {declared.map((column) => {
            const gwp = column.summary.gwp100!;
            const value = formatNumber(gwp, locale);
            return (
              <li key={column.summary.id} data-testid="compare-gwp-row" data-epd-id={column.summary.id}>
                <div className="flex items-baseline justify-between gap-3 text-xs">
                  <span className="min-w-0">
                    <span
                      className="font-semibold text-steel-900"
                      lang={column.summary.productNameLang === 'en' ? 'en' : 'zh-CN'}
                    >
                      {column.summary.productName}
                    </span>{' '}
                    <span className="font-mono whitespace-nowrap text-ink-muted">
                      {column.summary.registrationNumber}
                    </span>
                  </span>
                  <span className="flex shrink-0 items-center gap-2">
                    {column.lowest ? <LowestBadge /> : null}
                    <span className="font-semibold whitespace-nowrap text-steel-900 tabular-nums">
                      {value}
                    </span>
                  </span>
                </div>
                <svg
                  viewBox="0 0 100 12"
                  preserveAspectRatio="none"
                  className="mt-1 h-4 w-full"
                  role="img"
                  aria-label={`${column.summary.productName}: ${value} ${unit}`}
                >
                  <rect x="0" y="2" width="100" height="8" className="fill-steel-100" />
                  {GWP_BENCHMARKS.map((range) => (
                    <rect
                      key={range.route}
                      x={pct(range.min)}
                      y="2"
                      width={pct(range.max) - pct(range.min)}
                      height="8"
                      className={`${routeFill[range.route]} opacity-25`}
                    />
                  ))}
                  <rect
                    data-testid="compare-gwp-bar"
                    data-gwp={gwp}
                    x="0"
                    y="0"
                    width={pct(gwp)}
                    height="12"
                    className={column.lowest ? 'fill-leaf-600' : 'fill-steel-700'}
                  />
                </svg>
              </li>
            );
          })}
        </ul>
        <p className="mt-5 text-xs font-medium text-ink-muted">{t('chart.references')}</p>
        <ul className="mt-2 space-y-3">
          {GWP_BENCHMARKS.map((range) => {
            const figures = `${formatNumber(range.min, locale)}–${formatNumber(range.max, locale)}`;
            return (
              <li key={range.route} data-testid="compare-gwp-reference">
                <div className="flex items-baseline justify-between gap-3 text-xs text-ink-muted">
                  <span>{tGwp(`route.${range.route}`)}</span>
                  <span className="whitespace-nowrap tabular-nums">{figures}</span>
                </div>
                <svg
                  viewBox="0 0 100 8"
                  preserveAspectRatio="none"
                  className="mt-1 h-2.5 w-full"
                  role="img"
                  aria-label={`${tGwp(`route.${range.route}`)}: ${figures} ${unit}`}
                >
                  <rect x="0" y="0" width="100" height="8" className="fill-steel-100" />
                  <rect
                    data-testid="compare-gwp-range"
                    x={pct(range.min)}
                    y="0"
                    width={pct(range.max) - pct(range.min)}
                    height="8"
                    className={routeFill[range.route]}
                  />
                </svg>
              </li>
            );
          })}
        </ul>
        <div
          className="mt-1.5 flex justify-between text-[11px] text-ink-muted tabular-nums"
          aria-hidden="true"
          data-testid="compare-gwp-ticks"
        >
          {axis.ticks.map((tick) => (
            <span key={tick}>{formatNumber(tick, locale)}</span>
          ))}
        </div>
        <figcaption className="mt-1 text-[11px] text-ink-muted">{tGwp('unit')}</figcaption>
      </figure>
    </section>
  );
}
