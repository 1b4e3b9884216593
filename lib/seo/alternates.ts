import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/routing';
import { canonicalPath, languageAlternates } from './page-head';

export function alternatesFor(locale: Locale, pathname: string): Metadata['alternates'] {
  return { canonical: canonicalPath({ locale, path: pathname }), languages: languageAlternates(pathname) };
}
