import type { Locale } from '@/lib/i18n/routing';
import type { EpdSummary } from './epd-summary';

export type ProductSheet =
  | { state: 'found'; epd: EpdSummary; signedIn: boolean }
  | { state: 'elsewhere'; locale: Locale }
  | { state: 'missing' };

/** Router prefetches are not visits (`Sec-Purpose`/`Purpose: prefetch`, `Next-Router-Prefetch`). */
export function isPrefetch(header: (name: string) => string | null | undefined): boolean {
  return (
    Boolean(header('next-router-prefetch')) ||
    /prefetch/i.test(header('sec-purpose') ?? header('purpose') ?? '')
  );
}
