'use client';

import { useLocale } from 'next-intl';
import { MorePagesLink } from '@/components/ui/load-more';
import { useMorePages } from '@/components/ui/use-more-pages';
import { pageHref } from '@/lib/content/paging';
import { contentQueries } from '@/lib/content/queries';
import { NoticeList } from './notice-list';
import { QueryProvider } from '@/components/ui/query-provider';
import type { ComponentProps } from 'react';

export function NoticesMoreList(props: ComponentProps<typeof NoticesMoreReading>) {
  return (
    <QueryProvider>
      <NoticesMoreReading {...props} />
    </QueryProvider>
  );
}

function NoticesMoreReading({
  basePath,
  page,
  shown,
  total,
}: {
  basePath: string;
  page: number;
  shown: number;
  total: number;
}) {
  const locale = useLocale();
  const more = useMorePages({
    query: contentQueries.notices(locale, { page, total }),
    shown,
    hrefOf: (next) => pageHref(basePath, {}, next),
  });
  return (
    <>
      {more.items.length > 0 ? (
        <div className="mt-4">
          <NoticeList items={more.items} />
        </div>
      ) : null}
      <MorePagesLink more={more} />
    </>
  );
}
