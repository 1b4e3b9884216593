'use client';

import { useLocale } from 'next-intl';
import { MorePagesLink } from '@/components/ui/load-more';
import { useMorePages } from '@/components/ui/use-more-pages';
import { groupNewsByDate } from '@/lib/content/news';
import { pageHref } from '@/lib/content/paging';
import { contentQueries } from '@/lib/content/queries';
import { NewsTimeline } from './news-timeline';
import { QueryProvider } from '@/components/ui/query-provider';
import type { ComponentProps } from 'react';

export function NewsMoreList(props: ComponentProps<typeof NewsMoreReading>) {
  return (
    <QueryProvider>
      <NewsMoreReading {...props} />
    </QueryProvider>
  );
}

function NewsMoreReading({
  basePath,
  page,
  shown,
  total,
  lastDay,
}: {
  basePath: string;
  page: number;
  shown: number;
  total: number;
  lastDay: string | undefined;
}) {
  const locale = useLocale();
  const more = useMorePages({
    query: contentQueries.news(locale, { page, total }),
    shown,
    hrefOf: (next) => pageHref(basePath, {}, next),
  });
  return (
    <>
      {more.items.length > 0 ? <NewsTimeline groups={groupNewsByDate(more.items, lastDay)} /> : null}
      <MorePagesLink more={more} />
    </>
  );
}
