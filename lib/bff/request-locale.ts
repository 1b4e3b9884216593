import type { NextRequest } from 'next/server';
import { isLocale, LOCALE_COOKIE, type Locale } from '@/lib/i18n/routing';
import { LOCALE_HEADER } from './request-locale-header';

/** The language of a BFF call: the page's, else the `lang` cookie, else the browser's. */
export function requestLocale(req: NextRequest): Locale {
  const fromHeader = req.headers.get(LOCALE_HEADER);
  if (isLocale(fromHeader)) return fromHeader;
  const fromCookie = req.cookies.get(LOCALE_COOKIE)?.value;
  if (isLocale(fromCookie)) return fromCookie;
  const accept = req.headers.get('accept-language') ?? '';
  return /^\s*en\b/i.test(accept) ? 'en' : 'zh';
}
