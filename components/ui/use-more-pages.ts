'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { errorWords } from '@/lib/bff/error-words';
import type { ListPage } from '@/lib/content/endpoints';
import type { moreQueryOptions } from '@/lib/content/queries';
import { useToast } from './toast';

type MoreOptions<T> = {
  query: ReturnType<typeof moreQueryOptions<T>>;
  shown: number;
  hrefOf: (page: number) => string;
};

/** "More" for a server-rendered list (business.md 2.2), keeping `?page=` in the address; fetches at once on mount. */
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

  return {
    items,
    loading: result.isFetchingNextPage,
    shown,
    total,
    hasMore: shown < total,
    loadMore,
    nextHref: hrefOf(page + 1),
  };
}
