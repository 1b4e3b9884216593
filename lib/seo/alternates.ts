import type { Metadata } from 'next';
import { localizedPath, type Locale } from '@/lib/i18n/routing';

/**
 * Canonical URL and hreflang alternates of a page that exists in both languages: zh at the path,
 * en under /en, and x-default pointing at zh (the default language).
 */
export function alternatesFor(locale: Locale, pathname: string): Metadata['alternates'] {
  return {
    canonical: localizedPath(locale, pathname),
    languages: {
      'zh-CN': localizedPath('zh', pathname),
      en: localizedPath('en', pathname),
      'x-default': localizedPath('zh', pathname),
    },
  };
}
