'use client';

import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { QueryProvider } from '@/components/ui/query-provider';
import { MorePagesLink } from '@/components/ui/load-more';
import { useMorePages } from '@/components/ui/use-more-pages';
import { pcrApplicationQueries } from '@/lib/pcr-applications/queries';
import { PcrApplicationRow } from './pcr-application-row';

type MoreProps = { hrefOf: string; page: number; shown: number; total: number };

export function PcrApplicationMoreList(props: ComponentProps<typeof PcrApplicationMoreReading>) {
  return (
    <QueryProvider>
      <PcrApplicationMoreReading {...props} />
    </QueryProvider>
  );
}

/** `hrefOf` has `{page}` where the page goes. */
function PcrApplicationMoreReading({ hrefOf, page, shown, total }: MoreProps) {
  const locale = useLocale();
  const more = useMorePages({
    query: pcrApplicationQueries.list(locale, { page, total }),
    shown,
    hrefOf: (next) => hrefOf.replace('{page}', String(next)),
  });
  return (
    <>
      {more.items.length > 0 ? (
        <ul className="divide-y divide-line">
          {more.items.map((application) => (
            <PcrApplicationRow key={application.key} application={application} />
          ))}
        </ul>
      ) : null}
      <MorePagesLink more={more} />
    </>
  );
}
