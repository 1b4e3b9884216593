'use client';

import { LoadMoreLink } from '@/components/ui/load-more';
import { useLoadMore } from '@/components/ui/use-load-more';
import { NOTICES_PAGE_SIZE, toNoticeSummary, type NoticeSummary } from '@/lib/content/notices';
import { pageHref } from '@/lib/content/paging';
import type { NoticeSummaryRecord } from '@/lib/upstream/operations/notices';
import { NoticeList } from './notice-list';

/** "More" under the notices: appends the next 4. */
export function NoticesMore({ basePath, page, shown, total }: { basePath: string; page: number; shown: number; total: number }) {
  const more = useLoadMore<NoticeSummaryRecord, NoticeSummary>({
    operation: 'notices.list',
    input: {},
    pageSize: NOTICES_PAGE_SIZE,
    page,
    shown,
    total,
    toItem: toNoticeSummary,
    hrefOf: (next) => pageHref(basePath, {}, next),
  });
  return (
    <>
      {more.items.length > 0 ? <div className="mt-4"><NoticeList items={more.items} /></div> : null}
      {more.hasMore ? (
        <LoadMoreLink href={more.nextHref} loading={more.loading} onLoad={() => void more.loadMore()} shown={more.shown} total={more.total} />
      ) : null}
    </>
  );
}
