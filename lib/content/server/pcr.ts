import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { callOperation } from '@/lib/upstream/operation';
import { listPcrs, searchPcrs, type PcrOption } from '@/lib/upstream/operations/pcr';
import { cumulativePage } from '../paging';
import { PCR_PAGE_SIZE, toPcrCard, type PcrCard } from '../pcr';

/** The PCR search as the URL states it: `content` is the keyword (business.md 2.1), `pcrNumber` the PCR. */
export type PcrQuery = { content?: string; pcrNumber?: string };

export type PcrListing = { items: PcrCard[]; total: number; page: number };

/** The search's input to upstream: empty filters are left out. */
export function pcrSearchInput(query: PcrQuery) {
  return {
    ...(query.content ? { pcrKeyword: query.content } : {}),
    ...(query.pcrNumber ? { pcrNumber: query.pcrNumber } : {}),
  };
}

/** Pages 1…`page` of the PCR search. */
export async function loadPcrListing(query: PcrQuery, page: number, locale: Locale): Promise<PcrListing> {
  const answer = await callOperation(
    searchPcrs,
    { ...pcrSearchInput(query), ...cumulativePage(page, PCR_PAGE_SIZE) },
    { locale },
  );
  return { items: answer.list.map((record) => toPcrCard(record, locale)), total: answer.totals, page };
}

/** Every PCR, for the filter and the sitemap. */
export function loadPcrOptions(locale: Locale): Promise<PcrOption[]> {
  return callOperation(listPcrs, {}, { locale });
}
