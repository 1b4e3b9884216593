'use client';

import type { ComponentProps } from 'react';
import { DeferredMore } from '@/components/ui/deferred-more';
import { pageHref } from '@/lib/content/paging';
import type { NoticesMoreList } from './notices-more-list';

export function NoticesMore(props: ComponentProps<typeof NoticesMoreList>) {
  if (props.shown >= props.total) return null;
  return (
    <DeferredMore
      load={() => import('./notices-more-list').then((module) => module.NoticesMoreList)}
      props={props}
      href={pageHref(props.basePath, {}, props.page + 1)}
      shown={props.shown}
      total={props.total}
    />
  );
}
