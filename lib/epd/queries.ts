import { infiniteQueryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/bff/client';
import type { EpdSearchFilters, EpdSearchResult } from './search-url';
import * as epdApi from './addresses';

/**
 * The EPD search's "load more" (business.md 2.2): an infinite query that continues the pages the
 * server rendered (up to `page`), one page of card DTOs at a time; never refetched on its own.
 */
export const epdQueries = {
  moreResults: (
    locale: string,
    filters: EpdSearchFilters,
    start: { page: number; total: number; pageCount: number },
  ) =>
    infiniteQueryOptions({
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
    }),
};
