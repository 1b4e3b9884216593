import { z } from '@/lib/validation/zod';
import type { EpdCardData } from './epd-summary';

/** business.md 9: the EPD search shows 4 declarations a page. */
export const EPD_PAGE_SIZE = 4;

/**
 * Without JavaScript, "load more" is a link to `?page=N+1` that renders pages 1..N+1 at once; the
 * upstream is asked page by page, so a server render holds at most the last 25 pages (100 cards).
 */
export const MAX_RENDERED_PAGES = 25;

/** The pages a server render of `?page=N` shows. */
export function renderedPages(page: number): { fromPage: number; toPage: number } {
  return { fromPage: Math.max(1, page - MAX_RENDERED_PAGES + 1), toPage: page };
}

const filterText = (max: number) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value[0] : value),
    z
      .string()
      .trim()
      .max(max)
      .optional()
      .catch(undefined)
      .transform((value) => (value ? value : undefined)),
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
  page: z.preprocess(
    (value) => (Array.isArray(value) ? value[0] : value),
    z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  ),
});

export type EpdSearchQuery = z.infer<typeof epdSearchQuerySchema>;

export function parseEpdSearchQuery(raw: Record<string, string | string[] | undefined>): EpdSearchQuery {
  return epdSearchQuerySchema.parse(raw);
}

/** The query string of a search (filters in a stable order, page only when above 1), without `?`. */
export function epdSearchParams(query: Omit<EpdSearchQuery, 'page'> & { page?: number }): string {
  const params = new URLSearchParams();
  if (query.company) params.set('company', query.company);
  if (query.pcr) params.set('pcr', query.pcr);
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

export function hasFilters(query: EpdSearchQuery): boolean {
  return Boolean(query.company || query.pcr || query.keyword);
}

/** One answer of the search: the cards of the pages asked for, and the size of the whole result. */
export type EpdSearchResult = { cards: EpdCardData[]; total: number; pageCount: number };
