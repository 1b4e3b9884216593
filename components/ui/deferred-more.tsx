'use client';

import { useState, type ComponentType } from 'react';
import { LoadMoreLink } from './load-more';

/** A list's "more" link; its first click loads the list's reading part, or follows the link if that fails. */
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
