'use client';

import { useLocale } from 'next-intl';
import { LoadMoreLink } from '@/components/ui/load-more';
import { useLoadMore } from '@/components/ui/use-load-more';
import { pageHref } from '@/lib/content/paging';
import { PCR_PAGE_SIZE, toPcrCard, type PcrCard as PcrCardData } from '@/lib/content/pcr';
import type { PcrRecord } from '@/lib/upstream/operations/pcr';
import { PcrCard } from './pcr-card';

type PcrMoreProps = {
  basePath: string;
  /** The search as the URL states it, and as upstream takes it. */
  query: { content?: string; pcrNumber?: string };
  page: number;
  shown: number;
  total: number;
  signedIn: boolean;
};

/** "More" under the PCR search results: appends the next 4 cards. */
export function PcrMore({ basePath, query, page, shown, total, signedIn }: PcrMoreProps) {
  const locale = useLocale();
  const more = useLoadMore<PcrRecord, PcrCardData>({
    operation: 'pcr.page',
    input: { ...(query.content ? { pcrKeyword: query.content } : {}), ...(query.pcrNumber ? { pcrNumber: query.pcrNumber } : {}) },
    pageSize: PCR_PAGE_SIZE,
    page,
    shown,
    total,
    toItem: (record) => toPcrCard(record, locale),
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
      {more.hasMore ? (
        <LoadMoreLink href={more.nextHref} loading={more.loading} onLoad={() => void more.loadMore()} shown={more.shown} total={more.total} />
      ) : null}
    </>
  );
}
