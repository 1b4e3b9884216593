import { isLocale, type Locale } from './routing';

// Next's `PageProps` for `app/[locale]`, written out so `npm run typecheck` needs no build's generated types.
export type PageParams = { params: Promise<{ locale: string }> };
export type PageSearchParams = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The page's language; an unknown segment never gets this far (the layout answers 404), zh otherwise. */
export async function pageLocale(params: PageParams['params']): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : 'zh';
}

export function queryValue(
  query: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[0] : value;
}
