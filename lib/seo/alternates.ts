import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/routing';
import { canonicalPath, languageAlternates } from './page-head';

/**
 * Canonical URL and hreflang alternates of a page that exists in both languages: zh at the path,
 * en under /en, and x-default pointing at zh (the default language).
 */
export function alternatesFor(locale: Locale, pathname: string): Metadata['alternates'] {
  return { canonical: canonicalPath({ locale, path: pathname }), languages: languageAlternates(pathname) };
}
