import { defineRouting } from 'next-intl/routing';

export const locales = ['zh', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh';

/** The cookie that keeps the user's language (spec accounts 1: key `lang`, values zh or en). */
export const LOCALE_COOKIE = 'lang';

/** zh at `/`, en at `/en`, the spec's paths unchanged under both (DESIGN.md "Routes and language"). */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  // No `Link:` header of alternates: every page writes its own in its <head> (lib/seo/page-metadata.ts).
  alternateLinks: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The path of `pathname` (without locale prefix) in `locale`: `/news` → `/en/news`. */
export function localizedPath(locale: Locale, pathname: string): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Splits `/en/news` into `{locale: 'en', pathname: '/news'}`; an unprefixed path is zh. */
export function splitLocale(pathname: string): { locale: Locale; pathname: string } {
  const match = /^\/(en|zh)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: defaultLocale, pathname: pathname || '/' };
  return { locale: match[1] as Locale, pathname: pathname.slice(match[0].length) || '/' };
}
