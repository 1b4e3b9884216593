'use client';

import { useLocale } from 'next-intl';
import { MorePagesLink } from '@/components/ui/load-more';
import { useMorePages } from '@/components/ui/use-more-pages';
import { pageHref } from '@/lib/content/paging';
import { contentQueries } from '@/lib/content/queries';
import { PcrCard } from './pcr-card';
import { QueryProvider } from '@/components/ui/query-provider';
import type { ComponentProps } from 'react';

type PcrMoreProps = {
  basePath: string;
  query: { content?: string; pcrNumber?: string };
  page: number;
  shown: number;
  total: number;
  signedIn: boolean;
};

export function PcrMoreList(props: ComponentProps<typeof PcrMoreReading>) {
  return (
    <QueryProvider>
      <PcrMoreReading {...props} />
    </QueryProvider>
  );
}

function PcrMoreReading({ basePath, query, page, shown, total, signedIn }: PcrMoreProps) {
  const locale = useLocale();
  const more = useMorePages({
    query: contentQueries.pcr(locale, query, { page, total }),
    shown,
    hrefOf: (next) => pageHref(basePath, query, next),
  });
  return (
    <>
      {more.items.length > 0 ? (
        <ul className="mt-5 grid gap-5 lg:grid-cols-2">
          {more.items.map((pcr) => (
            <li key={pcr.id}>
              <PcrCard pcr={pcr} signedIn={signedIn} />
            </li>
          ))}
        </ul>
      ) : null}
      <MorePagesLink more={more} />
    </>
  );
}
