'use client';

import { useState, type ComponentType } from 'react';
import { LoadMoreLink } from './load-more';

/**
 * The "more" of a server-rendered list until it is first used: the same link (`?page=N+1`, which
 * works without JavaScript), and on the first click the list's reading part (TanStack Query, the
 * cards' code) is fetched and mounted, and appends the next page at once. A reader who never asks
 * for more never loads it: 13–27 KiB gzip off the first load of the search and list pages (issue 13).
 * Should the code not arrive (offline), the link is followed instead.
 */
export function DeferredMore<P extends object>({
  load,
  props,
  href,
  shown,
  total,
}: {
  load: () => Promise<ComponentType<P>>;
  props: P;
  href: string;
  shown: number;
  total: number;
}) {
  const [List, setList] = useState<ComponentType<P> | null>(null);
  const [loading, setLoading] = useState(false);
  if (List) return <List {...props} />;
  function start() {
    if (loading) return;
    setLoading(true);
    load().then(
      (component) => setList(() => component),
      () => window.location.assign(href),
    );
  }
  return <LoadMoreLink href={href} loading={loading} onLoad={start} shown={shown} total={total} />;
}
