'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { errorWords } from '@/lib/bff/error-words';
import type { ListPage } from '@/lib/content/endpoints';
import type { moreQueryOptions } from '@/lib/content/queries';
import { useToast } from './toast';

type MoreOptions<T> = {
  /** An infinite query from `moreQueryOptions` (lib/content/queries.ts). */
  query: ReturnType<typeof moreQueryOptions<T>>;
  /** How many items the server rendered. */
  shown: number;
  /** The URL of a page, so the address keeps how far the reader got. */
  hrefOf: (page: number) => string;
};

/**
 * "More" for a list the server rendered (business.md 2.2), on TanStack Query's infinite query:
 * appends the next page without moving the scroll position, and moves `?page=` in the address
 * bar so a reload or a shared link shows the same items. A refusal is said in a toast. The
 * component using it takes a `key` of its filters and server page, so a new search starts over.
 * Its list is mounted by the first click on "more" (components/ui/deferred-more.tsx), so it
 * fetches the next page as soon as it mounts.
 */
export function useMorePages<T>({ query, shown: rendered, hrefOf }: MoreOptions<T>) {
  const te = useTranslations('errors');
  const toast = useToast();
  const result = useInfiniteQuery(query);
  const pages: ListPage<T>[] = result.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const page = (result.data?.pageParams.at(-1) as number | undefined) ?? 0;
  const total = pages.at(-1)?.total ?? 0;
  const shown = rendered + items.length;

  async function loadMore() {
    if (result.isFetchingNextPage) return;
    const next = await result.fetchNextPage();
    if (next.isError) {
      const error = next.error;
      toast(errorWords(error, te), { tone: 'error' });
      return;
    }
    const reached = next.data?.pageParams.at(-1) as number | undefined;
    if (reached) window.history.replaceState(window.history.state, '', hrefOf(reached));
  }

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void loadMore();
  });

  return { items, loading: result.isFetchingNextPage, shown, total, hasMore: shown < total, loadMore, nextHref: hrefOf(page + 1) };
}
