'use client';

import type { ComponentProps } from 'react';
import { DeferredMore } from '@/components/ui/deferred-more';
import { pageHref } from '@/lib/content/paging';
import type { ResourcesMoreList } from './resources-more-list';

export function ResourcesMore(props: ComponentProps<typeof ResourcesMoreList>) {
  if (props.shown >= props.total) return null;
  return (
    <DeferredMore
      load={() => import('./resources-more-list').then((module) => module.ResourcesMoreList)}
      props={props}
      href={pageHref(props.basePath, { type: String(props.type) }, props.page + 1)}
      shown={props.shown}
      total={props.total}
    />
  );
}
