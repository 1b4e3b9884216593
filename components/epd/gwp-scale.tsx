import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/i18n/number-format';
import { GWP_AXIS_MAX, GWP_BENCHMARKS } from '@/lib/epd/gwp-benchmarks';

type GwpScaleProps = {
  /** A declared product's GWP100 in kg CO2-eq per tonne. */
  product?: { gwp100: number; label: string };
  tone?: 'light' | 'dark';
  /** `full`: one row per range; `compact`: one track for the search cards, with `GwpLegend` drawn once. */
  variant?: 'full' | 'compact';
};

const pct = (value: number) => (Math.min(Math.max(value, 0), GWP_AXIS_MAX) / GWP_AXIS_MAX) * 100;
const TICKS = [0, 1000, 2000, 3000];
const routeFill = { bfBof: 'fill-ember-500', eafScrap: 'fill-steel-500' } as const;
const routeSwatch = { bfBof: 'bg-ember-500', eafScrap: 'bg-steel-500' } as const;

/** Typical blast-furnace and electric-arc GWP ranges in SVG, with the product's value; no hooks but next-intl's, so "load more" cards draw it too. */
export function GwpScale({ product, tone = 'light', variant = 'full' }: GwpScaleProps) {
  const t = useTranslations('gwp');
  const locale = useLocale();
  if (variant === 'compact' && product) return <CompactScale product={product} />;
  const dark = tone === 'dark';
  const rows = [
    ...(product ? [{ key: 'product', label: product.label, min: product.gwp100, max: product.gwp100 }] : []),
    ...GWP_BENCHMARKS.map((b) => ({ key: b.route, label: t(`route.${b.route}`), min: b.min, max: b.max })),
  ];

  return (
    <figure className={dark ? 'text-white' : 'text-ink'}>
      <figcaption
        className={dark ? 'text-sm font-medium text-white/90' : 'text-sm font-medium text-steel-900'}
      >
        {t('caption')}
      </figcaption>
      <div className="mt-4 space-y-3">
        {rows.map((row) => {
          const isProduct = row.key === 'product';
          const figures = isProduct
            ? formatNumber(row.min, locale)
            : `${formatNumber(row.min, locale)}–${formatNumber(row.max, locale)}`;
          return (
            <div key={row.key} data-testid={isProduct ? 'gwp-product-row' : undefined}>
              <div className="flex items-baseline justify-between gap-3 text-xs">
                <span
                  className={
                    isProduct ? 'font-semibold text-steel-900' : dark ? 'text-white/85' : 'text-ink-muted'
                  }
                >
                  {row.label}
                </span>
                <span
                  className={`whitespace-nowrap tabular-nums ${isProduct ? 'font-semibold text-steel-900' : 'font-medium'}`}
                >
                  {figures}
                </span>
              </div>
              {isProduct ? (
                <ProductTrack
                  gwp100={row.min}
                  label={`${row.label}: ${figures}`}
                  className="mt-1 h-3.5 w-full"
                />
              ) : (
                <svg
                  viewBox="0 0 100 8"
                  preserveAspectRatio="none"
                  className="mt-1 h-2.5 w-full"
                  role="img"
                  aria-label={`${row.label}: ${figures}`}
                >
                  <rect
                    x="0"
                    y="0"
                    width="100"
                    height="8"
                    rx="4"
                    className={dark ? 'fill-white/10' : 'fill-steel-100'}
                  />
                  <rect
                    x={pct(row.min)}
                    y="0"
                    width={pct(row.max) - pct(row.min)}
                    height="8"
                    rx="4"
                    className={routeFill[row.key as keyof typeof routeFill]}
                  />
                </svg>
              )}
            </div>
          );
        })}
      </div>
      <Ticks dark={dark} />
      <p className={`mt-1 text-[11px] ${dark ? 'text-white/60' : 'text-ink-muted'}`}>{t('unit')}</p>
    </figure>
  );
}

function Ticks({ dark = false }: { dark?: boolean }) {
  const locale = useLocale();
  return (
    <div
      className={`mt-1.5 flex justify-between text-[11px] tabular-nums ${dark ? 'text-white/60' : 'text-ink-muted'}`}
      aria-hidden="true"
    >
      {TICKS.map((tick) => (
        <span key={tick}>{formatNumber(tick, locale)}</span>
      ))}
    </div>
  );
}

function CompactScale({ product }: { product: { gwp100: number; label: string } }) {
  const t = useTranslations('gwp');
  const locale = useLocale();
  const ranges = GWP_BENCHMARKS.map(
    (b) => `${t(`route.${b.route}`)} ${formatNumber(b.min, locale)}–${formatNumber(b.max, locale)}`,
  );
  const label = `${product.label} ${formatNumber(product.gwp100, locale)}; ${t('typical')}: ${ranges.join('; ')}`;
  return (
    <div data-testid="gwp-compact">
      <ProductTrack gwp100={product.gwp100} label={label} className="h-3 w-full" />
      <Ticks />
    </div>
  );
}

function ProductTrack({ gwp100, label, className }: { gwp100: number; label: string; className: string }) {
  const x = pct(gwp100);
  return (
    <svg viewBox="0 0 100 12" preserveAspectRatio="none" className={className} role="img" aria-label={label}>
      <rect x="0" y="3" width="100" height="6" rx="3" className="fill-steel-100" />
      {GWP_BENCHMARKS.map((b) => (
        <rect
          key={b.route}
          x={pct(b.min)}
          y="3"
          width={pct(b.max) - pct(b.min)}
          height="6"
          className={`${routeFill[b.route]} opacity-45`}
        />
      ))}
      <rect
        x={Math.min(Math.max(x - 0.6, 0), 98.8)}
        y="0"
        width="1.2"
        height="12"
        rx="0.4"
        className="fill-steel-950"
      />
    </svg>
  );
}

export function GwpLegend() {
  const t = useTranslations('gwp');
  const locale = useLocale();
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-muted">
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="h-3 w-1 rounded-sm bg-steel-950" />
        {t('thisProduct')}
      </li>
      {GWP_BENCHMARKS.map((b) => (
        <li key={b.route} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`h-2 w-4 rounded-sm opacity-45 ${routeSwatch[b.route]}`} />
          {t(`route.${b.route}`)}{' '}
          <span className="tabular-nums">{`${formatNumber(b.min, locale)}–${formatNumber(b.max, locale)}`}</span>
        </li>
      ))}
      <li className="text-ink-muted">{t('unitShort')}</li>
    </ul>
  );
}
