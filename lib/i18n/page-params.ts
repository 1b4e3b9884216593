import { isLocale, type Locale } from './routing';

/**
 * What Next 16 hands a page under `app/[locale]` (its `PageProps`, written out so that
 * `npm run typecheck` does not depend on a build's generated types): the route's parameters and
 * the query, both as promises.
 */
export type PageParams = { params: Promise<{ locale: string }> };
export type PageSearchParams = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The page's language; an unknown segment never gets this far (the layout answers 404), zh otherwise. */
export async function pageLocale(params: PageParams['params']): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : 'zh';
}

/** One query parameter as a string (the first when repeated), or undefined. */
export function queryValue(query: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[0] : value;
}
