import type { EpdCardData } from './epd-summary';

/** business.md 9: the EPD search shows 4 declarations a page. */
export const EPD_PAGE_SIZE = 4;

/** The filters of a search as the URL keeps them. */
export type EpdSearchFilters = { company?: string; pcr?: string; keyword?: string };

/** The query string of a search (filters in a stable order, page only when above 1), without `?`. */
export function epdSearchParams(query: EpdSearchFilters & { page?: number }): string {
  const params = new URLSearchParams();
  if (query.company) params.set('company', query.company);
  if (query.pcr) params.set('pcr', query.pcr);
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** One answer of the search: the cards of the pages asked for, and the size of the whole result. */
export type EpdSearchResult = { cards: EpdCardData[]; total: number; pageCount: number };
