import { infiniteQueryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/bff/client';
import { searchFilters, type EpdSearchFilters, type EpdSearchResult } from './search-url';
import * as epdApi from './addresses';

/**
 * The EPD search's "load more" (business.md 2.2): an infinite query that continues the pages the
 * server rendered (up to `page`), one page of card DTOs at a time, asked with every filter and the
 * sort of the search (and nothing else); never refetched on its own.
 */
export const epdQueries = {
  moreResults: (
    locale: string,
    query: EpdSearchFilters,
    start: { page: number; total: number; pageCount: number },
  ) => {
    const filters = searchFilters(query);
    return infiniteQueryOptions({
      queryKey: ['epd', 'search', locale, filters, start.page, start.total],
      queryFn: async ({ pageParam, signal }) =>
        callEndpoint(epdApi.search, { ...filters, page: pageParam }, { locale, signal }),
      initialPageParam: start.page,
      initialData: {
        pages: [{ cards: [], total: start.total, pageCount: start.pageCount } as EpdSearchResult],
        pageParams: [start.page],
      },
      getNextPageParam: (_last, _pages, lastPage) => lastPage + 1,
      staleTime: Infinity,
    });
  },
};
