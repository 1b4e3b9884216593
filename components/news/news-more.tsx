'use client';

import { LoadMoreLink } from '@/components/ui/load-more';
import { useLoadMore } from '@/components/ui/use-load-more';
import { groupNewsByDate, NEWS_PAGE_SIZE, toNewsSummary } from '@/lib/content/news';
import { pageHref } from '@/lib/content/paging';
import type { NewsSummaryRecord } from '@/lib/upstream/operations/news';
import { NewsTimeline } from './news-timeline';

/** "More" under the news timeline: appends the next 4 items, continuing the last day shown. */
export function NewsMore({ basePath, page, shown, total, lastDay }: { basePath: string; page: number; shown: number; total: number; lastDay: string | undefined }) {
  const more = useLoadMore<NewsSummaryRecord, ReturnType<typeof toNewsSummary>>({
    operation: 'news.list',
    input: {},
    pageSize: NEWS_PAGE_SIZE,
    page,
    shown,
    total,
    toItem: toNewsSummary,
    hrefOf: (next) => pageHref(basePath, {}, next),
  });
  return (
    <>
      {more.items.length > 0 ? <NewsTimeline groups={groupNewsByDate(more.items, lastDay)} /> : null}
      {more.hasMore ? (
        <LoadMoreLink href={more.nextHref} loading={more.loading} onLoad={() => void more.loadMore()} shown={more.shown} total={more.total} />
      ) : null}
    </>
  );
}
