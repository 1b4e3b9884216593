import { infiniteQueryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/bff/client';
import type { ListPage } from './endpoints';
import * as contentApi from './addresses';

/**
 * Where a server-rendered list stands: the last page it rendered and the size of the whole list.
 * The infinite query starts there with an empty page (the server's items are already on screen)
 * and "more" fetches the pages after it.
 */
export type MoreStart = { page: number; total: number };

/** An infinite query that continues a server-rendered list; never refetched on its own. */
export function moreQueryOptions<T>(
  key: readonly unknown[],
  start: MoreStart,
  fetchPage: (page: number, signal: AbortSignal) => Promise<ListPage<T>>,
) {
  return infiniteQueryOptions({
    queryKey: [...key, start.page, start.total],
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: start.page,
    initialData: { pages: [{ items: [] as T[], total: start.total }], pageParams: [start.page] },
    getNextPageParam: (_last, _pages, lastPage) => lastPage + 1,
    staleTime: Infinity,
  });
}

export type PcrFilters = { content?: string; pcrNumber?: string };

/** The "more" of the news, notices, PCR search and resource tabs (business.md 2.2). */
export const contentQueries = {
  news: (locale: string, start: MoreStart) =>
    moreQueryOptions(['content', 'news', locale], start, (page, signal) =>
      callEndpoint(contentApi.newsPage, { page }, { locale, signal }),
    ),
  notices: (locale: string, start: MoreStart) =>
    moreQueryOptions(['content', 'notices', locale], start, (page, signal) =>
      callEndpoint(contentApi.noticesPage, { page }, { locale, signal }),
    ),
  pcr: (locale: string, filters: PcrFilters, start: MoreStart) =>
    moreQueryOptions(['content', 'pcr', locale, filters], start, (page, signal) =>
      callEndpoint(contentApi.pcrPage, { page, ...filters }, { locale, signal }),
    ),
  resources: (locale: string, type: number, start: MoreStart) =>
    moreQueryOptions(['content', 'resources', locale, type], start, (page, signal) =>
      callEndpoint(contentApi.resourcesPage, { page, type }, { locale, signal }),
    ),
};
