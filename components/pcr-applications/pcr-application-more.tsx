'use client';

import type { ComponentProps } from 'react';
import { DeferredMore } from '@/components/ui/deferred-more';
import type { PcrApplicationMoreList } from './pcr-application-more-list';

export function PcrApplicationMore(props: ComponentProps<typeof PcrApplicationMoreList>) {
  if (props.shown >= props.total) return null;
  return (
    <div className="border-t border-line pb-6">
      <DeferredMore
        load={() => import('./pcr-application-more-list').then((module) => module.PcrApplicationMoreList)}
        props={props}
        href={props.hrefOf.replace('{page}', String(props.page + 1))}
        shown={props.shown}
        total={props.total}
      />
    </div>
  );
}
