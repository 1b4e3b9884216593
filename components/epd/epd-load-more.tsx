'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { LoadMoreLink } from '@/components/ui/load-more';
import { useBff } from '@/components/ui/use-bff';
import { useToast } from '@/components/ui/toast';
import type { EpdCardData } from '@/lib/epd/epd-summary';
import { epdSearchParams, type EpdSearchFilters, type EpdSearchResult } from '@/lib/epd/search-url';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { EpdCard } from './epd-card';

type EpdLoadMoreProps = {
  query: EpdSearchFilters;
  /** The last page the server rendered. */
  page: number;
  pageCount: number;
  total: number;
  /** How many cards the server rendered. */
  shown: number;
  signedIn: boolean;
};

/**
 * "Load more" (business.md 2.2: 4 a page): appends the next page's cards below the ones on screen
 * without moving the page, and keeps `?page=N` in the address so a reload shows the same list.
 * Without JavaScript it is a link to `?page=N+1`, which the server renders with pages 1..N+1.
 */
export function EpdLoadMore({ query, page: renderedPage, pageCount, total, shown, signedIn }: EpdLoadMoreProps) {
  const t = useTranslations('epdCards');
  const locale = useLocale() as Locale;
  const bff = useBff();
  const toast = useToast();
  const [cards, setCards] = useState<EpdCardData[]>([]);
  const [page, setPage] = useState(renderedPage);
  const [loading, setLoading] = useState(false);
  const firstNew = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  const count = shown + cards.length;
  const next = page + 1;
  const searchPath = localizedPath(locale, '/epd/epdSearch');
  const nextHref = `${searchPath}?${epdSearchParams({ ...query, page: next })}#result-${count + 1}`;

  // Keyboard and screen-reader users continue at the first new card; the page itself does not move.
  useEffect(() => {
    if (firstNew.current === null) return;
    list.current?.querySelector<HTMLElement>(`#result-${firstNew.current} h3 a`)?.focus({ preventScroll: true });
    firstNew.current = null;
  }, [cards]);

  const loadMore = async () => {
    if (loading) return;
    setLoading(true);
    const answer = await bff<EpdSearchResult>(`/api/epd/search?${epdSearchParams({ ...query, page: next })}`);
    setLoading(false);
    if (!answer.ok) {
      toast(answer.error.message, { tone: 'error' });
      return;
    }
    firstNew.current = count + 1;
    setCards((current) => [...current, ...answer.data.cards]);
    setPage(next);
    window.history.replaceState(window.history.state, '', `${searchPath}?${epdSearchParams({ ...query, page: next })}`);
  };

  const more = page < pageCount && count < total;
  return (
    <>
      {cards.length > 0 ? (
        <ul ref={list} className="mt-5 grid grid-cols-1 gap-5 lg:grid-cols-2" aria-label={t('moreResults')}>
          {cards.map((card, index) => (
            <li key={`${card.id}:${index}`} id={`result-${shown + index + 1}`} className="scroll-mt-24">
              <EpdCard card={card} signedIn={signedIn} />
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
