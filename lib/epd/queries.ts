import { infiniteQueryOptions } from '@tanstack/react-query';
import { callEndpoint, loadCode } from '@/lib/bff/client';
// The declarations (zod schemas and all) load with the first "more", not with the search page.
const endpoints = () => loadCode(() => import('./endpoints')).then((module) => module.epdEndpoints);
import type { EpdSearchFilters, EpdSearchResult } from './search-url';

/**
 * The EPD search's "load more" (business.md 2.2): an infinite query that continues the pages the
 * server rendered (up to `page`), one page of card DTOs at a time; never refetched on its own.
 */
export const epdQueries = {
  moreResults: (locale: string, filters: EpdSearchFilters, start: { page: number; total: number; pageCount: number }) =>
    infiniteQueryOptions({
      queryKey: ['epd', 'search', locale, filters, start.page, start.total],
      queryFn: async ({ pageParam, signal }) => callEndpoint((await endpoints()).search, { ...filters, page: pageParam }, { locale, signal }),
      initialPageParam: start.page,
      initialData: { pages: [{ cards: [], total: start.total, pageCount: start.pageCount } as EpdSearchResult], pageParams: [start.page] },
      getNextPageParam: (_last, _pages, lastPage) => lastPage + 1,
      staleTime: Infinity,
    }),
};
