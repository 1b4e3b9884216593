import type { EpdCardData } from './epd-summary';

/** business.md 9: the EPD search shows 4 declarations a page. */
export const EPD_PAGE_SIZE = 4;

export type EpdSearchFilters = { company?: string; pcr?: string; keyword?: string };

export function epdSearchParams(query: EpdSearchFilters & { page?: number }): string {
  const params = new URLSearchParams();
  if (query.company) params.set('company', query.company);
  if (query.pcr) params.set('pcr', query.pcr);
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

export type EpdSearchResult = { cards: EpdCardData[]; total: number; pageCount: number };
