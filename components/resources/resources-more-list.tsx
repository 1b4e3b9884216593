'use client';

import { useLocale } from 'next-intl';
import { MorePagesLink } from '@/components/ui/load-more';
import { useMorePages } from '@/components/ui/use-more-pages';
import { pageHref } from '@/lib/content/paging';
import { contentQueries } from '@/lib/content/queries';
import { ResourceCard } from './resource-card';
import { QueryProvider } from '@/components/ui/query-provider';
import type { ComponentProps } from 'react';

export function ResourcesMoreList(props: ComponentProps<typeof ResourcesMoreReading>) {
  return (
    <QueryProvider>
      <ResourcesMoreReading {...props} />
    </QueryProvider>
  );
}

/** "More" under a resource tab: shown only when the tab holds more than 5 (business.md 9). */
function ResourcesMoreReading({
  basePath,
  type,
  page,
  shown,
  total,
}: {
  basePath: string;
  type: number;
  page: number;
  shown: number;
  total: number;
}) {
  const locale = useLocale();
  const more = useMorePages({
    query: contentQueries.resources(locale, type, { page, total }),
    shown,
    hrefOf: (next) => pageHref(basePath, { type: String(type) }, next),
  });
  return (
    <>
      {more.items.length > 0 ? (
        <ul className="mt-4 space-y-4">
          {more.items.map((resource) => (
            <li key={resource.id}>
              <ResourceCard resource={resource} />
            </li>
          ))}
        </ul>
      ) : null}
      <MorePagesLink more={more} />
    </>
  );
}
