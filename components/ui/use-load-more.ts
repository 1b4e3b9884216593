'use client';

import { useState } from 'react';
import { useToast } from './toast';
import { useBff } from './use-bff';

type Page<R> = { list: R[]; totals: number };

type LoadMoreOptions<R, T> = {
  /** An allowlisted operation that answers `{list, totals}` (`/api/ops/{operation}`, POST). */
  operation: string;
  /** Its filters; `pageNum` and `pageSize` are added. */
  input: Record<string, unknown>;
  pageSize: number;
  /** The pages the server already rendered (1…page). */
  page: number;
  /** How many items the server rendered, and how many there are. */
  shown: number;
  total: number;
  /** Turns an answer item into what the card shows (STYLE.md habit 9). */
  toItem: (record: R) => T;
  /** The URL of a page, so the address keeps how far the reader got. */
  hrefOf: (page: number) => string;
};

/**
 * "More" for a list the server rendered (business.md 2.2): fetches the next page through the BFF,
 * appends it without moving the scroll position, and moves `?page=` in the address bar so a reload
 * or a shared link shows the same items. The component using it takes a `key` of its filters and
 * server page, so a new search or a refreshed page starts over instead of keeping stale items.
 */
export function useLoadMore<R, T>(options: LoadMoreOptions<R, T>) {
  const bff = useBff();
  const toast = useToast();
  const [items, setItems] = useState<T[]>([]);
  const [page, setPage] = useState(options.page);
  const [total, setTotal] = useState(options.total);
  const [loading, setLoading] = useState(false);

  const shown = options.shown + items.length;

  async function loadMore() {
    if (loading) return;
    setLoading(true);
    const next = page + 1;
    const answer = await bff<Page<R>>(`/api/ops/${options.operation}`, {
      ...options.input,
      pageNum: next,
      pageSize: options.pageSize,
    });
    setLoading(false);
    if (!answer.ok) {
      toast(answer.error.message, { tone: 'error' });
      return;
    }
    setItems((current) => [...current, ...answer.data.list.map(options.toItem)]);
    setTotal(answer.data.totals);
    setPage(next);
    window.history.replaceState(null, '', options.hrefOf(next));
  }

  return { items, loading, shown, total, hasMore: shown < total, loadMore, nextHref: options.hrefOf(page + 1) };
}
