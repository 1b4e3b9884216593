import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { describeError, logger } from '@/lib/observability/server/logger';
import { pageViewer } from '@/lib/accounts/server/page-viewer';
import { declarationIndexOutdated } from './declaration-store';
import { facetCounts, searchEpdCards } from './search';
import { renderedPages, type EpdSearchQuery } from '../schemas';
import { type EpdSearchResult, type FacetCount } from '../search-url';

export type EpdSearchPageData = {
  signedIn: boolean;
  /** The companies and PCRs of the declarations the other filters match, with counts; null when the search failed. */
  companies: FacetCount[] | null;
  pcrs: FacetCount[] | null;
  /** null: the search itself failed; the page says so instead of "no results". */
  result: EpdSearchResult | null;
  pages: { fromPage: number; toPage: number };
  /** ISO time of the index's data while the platform is not answering its refills; null when current. */
  outdatedSince: string | null;
};

export async function getEpdSearchPage(query: EpdSearchQuery, locale: Locale): Promise<EpdSearchPageData> {
  // A token upstream revoked searches as a visitor.
  const session = await pageViewer(locale);
  const user = session.user ?? null;
  const pages = renderedPages(query.page);
  try {
    const { facets, ...result } = await searchEpdCards(query, pages, { locale, user });
    return {
      signedIn: user !== null,
      companies: facetCounts(facets.companies, locale, 'company'),
      pcrs: facetCounts(facets.pcrs, locale, 'pcr'),
      result,
      pages,
      outdatedSince: declarationIndexOutdated()?.toISOString() ?? null,
    };
  } catch (error) {
    logger.warn({ error: describeError(error) }, 'epd search: the declaration index is unavailable');
    return { signedIn: user !== null, companies: null, pcrs: null, result: null, pages, outdatedSince: null };
  }
}
