import { isLocale, LOCALE_COOKIE, type Locale } from '@/lib/i18n/routing';
import { LOCALE_HEADER } from './request-locale-header';

/** The language of a BFF call: the page's, else the `lang` cookie, else the browser's. */
export function requestLocale(req: Request): Locale {
  const fromHeader = req.headers.get(LOCALE_HEADER);
  if (isLocale(fromHeader)) return fromHeader;
  const fromCookie = cookieValue(req.headers.get('cookie'), LOCALE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  const accept = req.headers.get('accept-language') ?? '';
  return /^\s*en\b/i.test(accept) ? 'en' : 'zh';
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}
