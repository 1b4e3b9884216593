import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { describeError, logger } from '@/lib/observability/server/logger';
import { pageViewer } from '@/lib/accounts/server/page-viewer';
import { callOperation } from '@/lib/upstream/operation';
import { listEpdCompanies } from '@/lib/upstream/operations/epd';
import { listPcrs } from '@/lib/upstream/operations/pcr';
import { searchEpdCards } from './search';
import { renderedPages, type EpdSearchQuery } from '../schemas';
import { type EpdSearchResult } from '../search-url';

type FilterOption = { value: string; label: string };

export type EpdSearchPageData = {
  signedIn: boolean;
  /** null: that list could not be loaded (its filter is left out rather than shown empty). */
  companies: FilterOption[] | null;
  pcrs: FilterOption[] | null;
  /** null: the search itself failed; the page says so instead of "no results". */
  result: EpdSearchResult | null;
  pages: { fromPage: number; toPage: number };
};

function settled<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === 'fulfilled') return result.value;
  logger.warn({ what, error: describeError(result.reason) }, 'epd search: a filter list failed');
  return null;
}

export async function getEpdSearchPage(query: EpdSearchQuery, locale: Locale): Promise<EpdSearchPageData> {
  // A token upstream revoked searches as a visitor.
  const session = await pageViewer(locale);
  const user = session.user ?? null;
  const pages = renderedPages(query.page);
  const [companies, pcrs, result] = await Promise.allSettled([
    callOperation(listEpdCompanies, {}, { locale }),
    callOperation(listPcrs, {}, { locale }),
    searchEpdCards(query, pages, { locale, token: session.token, user }),
  ]);
  const pcrName = (pcr: { productName?: string | null; enProductName?: string | null }) =>
    (locale === 'en' ? pcr.enProductName : pcr.productName) || pcr.productName || pcr.enProductName || '';
  return {
    signedIn: user !== null,
    companies:
      settled(companies, 'company list')?.map((c) => ({ value: c.companyCode, label: c.companyName })) ??
      null,
    pcrs:
      settled(pcrs, 'PCR list')?.map((p) => ({
        value: p.pcrNumber,
        label: [p.pcrNumber, pcrName(p)].filter(Boolean).join(' · '),
      })) ?? null,
    result: settled(result, 'search'),
    pages,
  };
}
