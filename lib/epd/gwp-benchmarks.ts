/** Typical cradle-to-gate GWP100 of crude steel by route, kg CO2-eq per tonne (worldsteel): orientation, not a threshold. */
export const GWP_BENCHMARKS = [
  { route: 'bfBof', min: 1800, max: 2500 },
  { route: 'eafScrap', min: 300, max: 700 },
] as const;

export type GwpRoute = (typeof GWP_BENCHMARKS)[number]['route'];

export const GWP_AXIS_MAX = 3000;

export type GwpPosition = 'belowEaf' | 'eaf' | 'between' | 'bfBof' | 'aboveBfBof';

export function gwpPosition(gwp100: number): GwpPosition {
  const [bfBof, eaf] = [GWP_BENCHMARKS[0], GWP_BENCHMARKS[1]];
  if (gwp100 < eaf.min) return 'belowEaf';
  if (gwp100 <= eaf.max) return 'eaf';
  if (gwp100 < bfBof.min) return 'between';
  if (gwp100 <= bfBof.max) return 'bfBof';
  return 'aboveBfBof';
}
