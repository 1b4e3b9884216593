'use client';

import type { ComponentProps } from 'react';
import { DeferredMore } from '@/components/ui/deferred-more';
import { pageHref } from '@/lib/content/paging';
import type { NewsMoreList } from './news-more-list';

/** "More" under the news timeline, continuing the last day shown. */
export function NewsMore(props: ComponentProps<typeof NewsMoreList>) {
  if (props.shown >= props.total) return null;
  return (
    <DeferredMore
      load={() => import('./news-more-list').then((module) => module.NewsMoreList)}
      props={props}
      href={pageHref(props.basePath, {}, props.page + 1)}
      shown={props.shown}
      total={props.total}
    />
  );
}
