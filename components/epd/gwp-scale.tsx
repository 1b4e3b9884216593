import { getFormatter, getTranslations } from 'next-intl/server';
import { GWP_AXIS_MAX, GWP_BENCHMARKS } from '@/lib/epd/gwp-benchmarks';

type GwpScaleProps = {
  /** A declared product's GWP100 in kg CO2-eq per tonne, drawn as a marker against the ranges. */
  product?: { gwp100: number; label: string };
  tone?: 'light' | 'dark';
};

const pct = (value: number) => (Math.min(Math.max(value, 0), GWP_AXIS_MAX) / GWP_AXIS_MAX) * 100;

/**
 * Server-rendered chart (SVG, no chart JavaScript) of typical blast-furnace and electric-arc GWP
 * ranges, with the product's declared value when given, so a buyer sees how low-carbon it is.
 */
export async function GwpScale({ product, tone = 'light' }: GwpScaleProps) {
  const t = await getTranslations('gwp');
  const format = await getFormatter();
  const dark = tone === 'dark';
  const ticks = [0, 1000, 2000, 3000];
  const rows = [
    ...(product ? [{ key: 'product', label: product.label, min: product.gwp100, max: product.gwp100 }] : []),
    ...GWP_BENCHMARKS.map((b) => ({ key: b.route, label: t(`route.${b.route}`), min: b.min, max: b.max })),
  ];

  return (
    <figure className={dark ? 'text-white' : 'text-ink'}>
      <figcaption className={dark ? 'text-sm font-medium text-white/90' : 'text-sm font-medium text-steel-900'}>
        {t('caption')}
      </figcaption>
      <div className="mt-4 space-y-3">
        {rows.map((row) => {
          const isProduct = row.key === 'product';
          const fill = isProduct ? 'fill-leaf-500' : row.key === 'bfBof' ? 'fill-ember-500' : 'fill-steel-500';
          return (
            <div key={row.key}>
              <div className="flex items-baseline justify-between gap-3 text-xs">
                <span className={dark ? 'text-white/85' : 'text-ink-muted'}>{row.label}</span>
                <span className="font-medium whitespace-nowrap tabular-nums">
                  {isProduct
                    ? format.number(row.min)
                    : `${format.number(row.min)}–${format.number(row.max)}`}
                </span>
              </div>
              <svg viewBox="0 0 100 8" preserveAspectRatio="none" className="mt-1 h-2.5 w-full" role="img" aria-label={`${row.label}: ${row.min}–${row.max}`}>
                <rect x="0" y="0" width="100" height="8" rx="4" className={dark ? 'fill-white/10' : 'fill-steel-100'} />
                {isProduct ? (
                  <rect x={Math.max(pct(row.min) - 0.8, 0)} y="0" width="1.6" height="8" rx="0.8" className={fill} />
                ) : (
                  <rect x={pct(row.min)} y="0" width={pct(row.max) - pct(row.min)} height="8" rx="4" className={fill} />
                )}
              </svg>
            </div>
          );
        })}
      </div>
      <div className={`mt-2 flex justify-between text-[11px] tabular-nums ${dark ? 'text-white/60' : 'text-ink-subtle'}`}>
        {ticks.map((tick) => (
          <span key={tick}>{format.number(tick)}</span>
        ))}
      </div>
      <p className={`mt-1 text-[11px] ${dark ? 'text-white/60' : 'text-ink-subtle'}`}>{t('unit')}</p>
    </figure>
  );
}
