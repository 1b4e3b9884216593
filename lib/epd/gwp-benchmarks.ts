/**
 * Typical cradle-to-gate GWP100 of crude steel by production route, in kg CO2-eq per tonne, as the
 * ranges published for the industry (worldsteel's life-cycle inventory and sector reports). They
 * orient a buyer; they are not a certification threshold.
 */
export const GWP_BENCHMARKS = [
  { route: 'bfBof', min: 1900, max: 2500 },
  { route: 'eafScrap', min: 400, max: 900 },
] as const;

export type GwpRoute = (typeof GWP_BENCHMARKS)[number]['route'];

/** The upper end of the chart's axis (kg CO2-eq per tonne). */
export const GWP_AXIS_MAX = 3000;

/** Where a declared GWP100 sits against the typical ranges, for a one-line reading beside the chart. */
export type GwpPosition = 'belowEaf' | 'eaf' | 'between' | 'bfBof' | 'aboveBfBof';

export function gwpPosition(gwp100: number): GwpPosition {
  const [bfBof, eaf] = [GWP_BENCHMARKS[0], GWP_BENCHMARKS[1]];
  if (gwp100 < eaf.min) return 'belowEaf';
  if (gwp100 <= eaf.max) return 'eaf';
  if (gwp100 < bfBof.min) return 'between';
  if (gwp100 <= bfBof.max) return 'bfBof';
  return 'aboveBfBof';
}
