import * as z from '@/lib/validation/zod';

// The search's query, read with zod on the server (the page and the load-more handler); the
// browser side builds URLs with search-url.ts, which needs no zod.
export { EPD_PAGE_SIZE, epdSearchParams, type EpdSearchResult } from './search-url';

/**
 * Without JavaScript, "load more" is a link to `?page=N+1` that renders pages 1..N+1 at once; the
 * upstream is asked page by page, so a server render holds at most the last 25 pages (100 cards).
 */
export const MAX_RENDERED_PAGES = 25;

/** The pages a server render of `?page=N` shows. */
export function renderedPages(page: number): { fromPage: number; toPage: number } {
  return { fromPage: Math.max(1, page - MAX_RENDERED_PAGES + 1), toPage: page };
}

/** A repeated parameter (`?keyword=a&keyword=b`) counts once, as its first value. */
const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * A filter's text, cut to the longest the form takes: an over-long filter in a hand-edited or old
 * URL is searched and shown in its box as cut, not dropped without a word (the box says what was searched).
 */
const filterText = (max: number) =>
  z.optional(
    z.pipe(
      z.transform(firstValue),
      z.pipe(
        z.catch(z.optional(z.string()), undefined),
        z.transform((value) => [...(value?.trim() ?? '')].slice(0, max).join('').trim() || undefined),
      ),
    ),
  );

/**
 * The search as the URL keeps it (so it can be shared and indexed): `company` (credit code from
 * the company list), `pcr` (PCR number), `keyword`, and `page`. Anything malformed is ignored
 * rather than refused: a hand-edited URL still shows a search.
 */
export const epdSearchQuerySchema = z.object({
  company: filterText(32),
  pcr: filterText(64),
  keyword: filterText(100),
  page: z._default(
    z.pipe(z.transform(firstValue), z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1)),
    1,
  ),
});

export type EpdSearchQuery = z.infer<typeof epdSearchQuerySchema>;

export function parseEpdSearchQuery(raw: Record<string, string | string[] | undefined>): EpdSearchQuery {
  return epdSearchQuerySchema.parse(raw);
}

export function hasFilters(query: EpdSearchQuery): boolean {
  return Boolean(query.company || query.pcr || query.keyword);
}
