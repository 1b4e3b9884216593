'use client';

import { LoadMoreLink } from '@/components/ui/load-more';
import { useLoadMore } from '@/components/ui/use-load-more';
import { pageHref } from '@/lib/content/paging';
import { RESOURCE_PAGE_SIZE, toResourceCard, type ResourceCard as ResourceCardData } from '@/lib/content/resources';
import type { ResourceRecord } from '@/lib/upstream/operations/resources';
import { ResourceCard } from './resource-card';

/** "More" under a resource tab: shown only when the tab holds more than 5 (business.md 9). */
export function ResourcesMore({ basePath, type, page, shown, total }: { basePath: string; type: number; page: number; shown: number; total: number }) {
  const more = useLoadMore<ResourceRecord, ResourceCardData>({
    operation: 'resources.page',
    input: { type },
    pageSize: RESOURCE_PAGE_SIZE,
    page,
    shown,
    total,
    toItem: (record) => toResourceCard(record, type),
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
      {more.hasMore ? (
        <LoadMoreLink href={more.nextHref} loading={more.loading} onLoad={() => void more.loadMore()} shown={more.shown} total={more.total} />
      ) : null}
    </>
  );
}
