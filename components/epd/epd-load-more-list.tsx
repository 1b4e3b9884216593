'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, type ComponentProps } from 'react';
import { LoadMoreLink } from '@/components/ui/load-more';
import { useToast } from '@/components/ui/toast';
import { errorWords } from '@/lib/bff/error-words';
import { epdQueries } from '@/lib/epd/queries';
import { epdSearchParams, type EpdSearchFilters } from '@/lib/epd/search-url';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { EpdCard } from './epd-card';
import { compareToggle } from './search-compare-link';
import { QueryProvider } from '@/components/ui/query-provider';

type EpdLoadMoreProps = {
  /** The filters and sort every further page is asked with. */
  query: EpdSearchFilters;
  page: number;
  pageCount: number;
  total: number;
  shown: number;
  signedIn: boolean;
  /** The ids chosen for comparison: kept in the page's address and the cards' links, never in the data request. */
  compare: readonly string[];
};

export function EpdLoadMoreList(props: ComponentProps<typeof EpdLoadMoreReading>) {
  return (
    <QueryProvider>
      <EpdLoadMoreReading {...props} />
    </QueryProvider>
  );
}

/** "Load more" (business.md 2.2): appends the next page and keeps `?page=N` in the address; without JavaScript, a link. */
function EpdLoadMoreReading({
  query,
  page: renderedPage,
  pageCount,
  total,
  shown,
  signedIn,
  compare,
}: EpdLoadMoreProps) {
  const t = useTranslations('epdCards');
  const locale = useLocale() as Locale;
  const te = useTranslations('errors');
  const toast = useToast();
  const results = useInfiniteQuery(
    epdQueries.moreResults(locale, query, { page: renderedPage, total, pageCount }),
  );
  const cards = results.data?.pages.flatMap((answer) => answer.cards) ?? [];
  const page = (results.data?.pageParams.at(-1) as number | undefined) ?? renderedPage;
  const loading = results.isFetchingNextPage;
  const firstNew = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  const count = shown + cards.length;
  const next = page + 1;
  const searchPath = localizedPath(locale, '/epd/epdSearch');
  const nextHref = `${searchPath}?${epdSearchParams({ ...query, page: next, compare })}#result-${count + 1}`;
  const search = { path: searchPath, query, page, compare };

  // The focus continues at the first new card.
  useEffect(() => {
    if (firstNew.current === null) return;
    list.current
      ?.querySelector<HTMLElement>(`#result-${firstNew.current} h3 a`)
      ?.focus({ preventScroll: true });
    firstNew.current = null;
  }, [cards.length]);

  const loadMore = async () => {
    if (loading) return;
    firstNew.current = count + 1;
    const answer = await results.fetchNextPage();
    if (answer.isError) {
      firstNew.current = null;
      const error = answer.error;
      toast(errorWords(error, te), { tone: 'error' });
      return;
    }
    window.history.replaceState(
      window.history.state,
      '',
      `${searchPath}?${epdSearchParams({ ...query, page: next, compare })}`,
    );
    // The links drawn before that return to this search (each card's "Compare", the tray's "Clear") keep the pages
    // now shown, as a server render of `?page=N` has them.
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-compare-id]')) {
      const { compareId, comparePosition } = link.dataset;
      if (compareId && comparePosition)
        link.href = compareToggle({ ...search, page: next }, compareId, Number(comparePosition)).href;
    }
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-compare-clear]'))
      link.href = `${searchPath}?${epdSearchParams({ ...query, page: next })}`;
  };

  // Mounted by the first click on "more" (deferred-more.tsx): that page comes at once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void loadMore();
  });

  const more = page < pageCount && count < total;
  return (
    <>
      {cards.length > 0 ? (
        <ul ref={list} className="mt-5 grid grid-cols-1 gap-5 lg:grid-cols-2" aria-label={t('moreResults')}>
          {cards.map((card, index) => (
            <li key={`${card.id}:${index}`} id={`result-${shown + index + 1}`} className="scroll-mt-24">
              <EpdCard
                card={card}
                signedIn={signedIn}
                compare={compareToggle(search, card.id, shown + index + 1)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {more ? (
        <LoadMoreLink href={nextHref} loading={loading} onLoad={loadMore} shown={count} total={total} />
      ) : (
        <p className="mt-8 text-center text-xs text-ink-muted" data-testid="epd-all-shown">
          {t('allShown', { total })}
        </p>
      )}
    </>
  );
}
