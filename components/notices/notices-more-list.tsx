'use client';

import { useLocale } from 'next-intl';
import { MorePagesLink } from '@/components/ui/load-more';
import { useMorePages } from '@/components/ui/use-more-pages';
import { pageHref } from '@/lib/content/paging';
import { contentQueries } from '@/lib/content/queries';
import { NoticeList } from './notice-list';
import { QueryProvider } from '@/components/providers/query-provider';
import type { ComponentProps } from 'react';

/** The list's reading part, loaded on the first "more" (components/ui/deferred-more.tsx), with its TanStack Query client. */
export function NoticesMoreList(props: ComponentProps<typeof NoticesMoreReading>) {
  return (
    <QueryProvider>
      <NoticesMoreReading {...props} />
    </QueryProvider>
  );
}

/** "More" under the notices: appends the next 4. */
function NoticesMoreReading({ basePath, page, shown, total }: { basePath: string; page: number; shown: number; total: number }) {
  const locale = useLocale();
  const more = useMorePages({ query: contentQueries.notices(locale, { page, total }), shown, hrefOf: (next) => pageHref(basePath, {}, next) });
  return (
    <>
      {more.items.length > 0 ? <div className="mt-4"><NoticeList items={more.items} /></div> : null}
      <MorePagesLink more={more} />
    </>
  );
}
