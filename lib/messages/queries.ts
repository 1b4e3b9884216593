import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/bff/client';
import type { MessagePage } from './schemas';
import * as messageApi from './addresses';

/**
 * The messages' reads (Bulletproof React's query-option factories). The bell holds `unread` and
 * `popover`; /textmessage holds `list`, which continues the page the server rendered.
 */
export const messageQueries = {
  unread: (locale: string) =>
    queryOptions({
      queryKey: ['messages', 'unread', locale],
      queryFn: async ({ signal }) => (await callEndpoint(messageApi.unread, {}, { locale, signal })).count,
    }),
  /** The 4 newest, for the bell's popover. */
  popover: (locale: string) =>
    queryOptions({
      queryKey: ['messages', 'popover', locale],
      queryFn: async ({ signal }) => callEndpoint(messageApi.page, { page: 1 }, { locale, signal }),
    }),
  list: (locale: string, first: MessagePage) =>
    infiniteQueryOptions({
      queryKey: ['messages', 'list', locale],
      queryFn: async ({ pageParam, signal }) =>
        callEndpoint(messageApi.page, { page: pageParam }, { locale, signal }),
      initialPageParam: 1,
      initialData: { pages: [first], pageParams: [1] },
      getNextPageParam: (_last, _pages, lastPage) => lastPage + 1,
      // The server renders page 1 on every visit: a list left behind is not kept.
      staleTime: Infinity,
      gcTime: 0,
    }),
};

/** After a message was read: the bell's count and popover ask again, so the badge drops without a reload. */
export function invalidateBell(queryClient: QueryClient): Promise<void> {
  return queryClient
    .invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'messages' && query.queryKey[1] !== 'list',
    })
    .then(() => undefined);
}
