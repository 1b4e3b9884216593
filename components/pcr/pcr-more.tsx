'use client';

import type { ComponentProps } from 'react';
import { DeferredMore } from '@/components/ui/deferred-more';
import { pageHref } from '@/lib/content/paging';
import type { PcrMoreList } from './pcr-more-list';

export function PcrMore(props: ComponentProps<typeof PcrMoreList>) {
  if (props.shown >= props.total) return null;
  return (
    <DeferredMore
      load={() => import('./pcr-more-list').then((module) => module.PcrMoreList)}
      props={props}
      href={pageHref(props.basePath, props.query, props.page + 1)}
      shown={props.shown}
      total={props.total}
    />
  );
}
