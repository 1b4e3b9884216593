import type { EpdCardData } from './epd-summary';

/** business.md 9: the EPD search shows 4 declarations a page. */
export const EPD_PAGE_SIZE = 4;

export const PRODUCT_TYPES = ['EPD', 'CFP'] as const;
/** Validity on China's date: valid now, in its last 90 days, or past its expiry. */
export const VALIDITIES = ['valid', 'expiring', 'expired'] as const;
export const EXPIRING_WITHIN_DAYS = 90;
/** `relevance` without a keyword is `newest`: the platform's own order (business.md 7, p/epd/page). */
export const SORTS = ['relevance', 'gwp', 'newest', 'expiring'] as const;
/** GWP100 bounds of a search, kg CO2-eq per tonne (the unit of `gwp100`, business.md 3). */
export const GWP_FILTER_MAX = 100_000;

export type ProductTypeFilter = (typeof PRODUCT_TYPES)[number];
export type Validity = (typeof VALIDITIES)[number];
export type EpdSort = (typeof SORTS)[number];

/** Every choice of a search, as its URL holds it: the spec's three filters (business.md 2.2) and the buyer's. */
export type EpdSearchFilters = {
  company?: string;
  pcr?: string;
  keyword?: string;
  type?: ProductTypeFilter;
  validity?: Validity;
  gwpMin?: number;
  gwpMax?: number;
  /** Only declarations with an on-chain proof (business.md 3: `isDataStubs` or `isReportStubs` 3). */
  chain?: boolean;
  sort?: EpdSort;
};

/** The declarations a buyer may put side by side (`/epd/compare?ids=`). */
export const MAX_COMPARED = 4;

/** The URL's parameter order, fixed so one search has one address (canonical URLs, feeds, caches). */
export function epdSearchParams(
  query: EpdSearchFilters & { page?: number; compare?: readonly string[] },
): string {
  const params = new URLSearchParams();
  if (query.company) params.set('company', query.company);
  if (query.pcr) params.set('pcr', query.pcr);
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.type) params.set('type', query.type);
  if (query.validity) params.set('validity', query.validity);
  if (query.gwpMin !== undefined) params.set('gwpMin', String(query.gwpMin));
  if (query.gwpMax !== undefined) params.set('gwpMax', String(query.gwpMax));
  if (query.chain) params.set('chain', '1');
  if (query.sort && query.sort !== defaultSort(query)) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  // The ids chosen for comparison come last, their commas unescaped: `compare=12,15`.
  if (!query.compare?.length) return text;
  return `${text ? `${text}&` : ''}compare=${query.compare.map(encodeURIComponent).join(',')}`;
}

export function defaultSort(query: Pick<EpdSearchFilters, 'keyword'>): EpdSort {
  return query.keyword ? 'relevance' : 'newest';
}

/** The filters and sort of a query without its page or compare list (what "load more" asks for). */
export function searchFilters(query: EpdSearchFilters): EpdSearchFilters {
  const { company, pcr, keyword, type, validity, gwpMin, gwpMax, chain, sort } = query;
  return { company, pcr, keyword, type, validity, gwpMin, gwpMax, chain, sort };
}

export type FacetCount = { value: string; label: string; count: number };

export type EpdSearchResult = {
  cards: EpdCardData[];
  total: number;
  pageCount: number;
};
