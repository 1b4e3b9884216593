import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { describeError, logger } from '@/lib/observability/server/logger';
import type { UserSnapshot } from '@/lib/viewer/user';
import { callOperation } from '@/lib/upstream/operation';
import { getSystemSetting, type EpdRecord } from '@/lib/upstream/operations/epd';
import { toEpdSummary } from '../epd-summary';
import { canShowQr } from '../qr-access';
import { EPD_PAGE_SIZE, type EpdSearchFilters, type EpdSearchResult, type FacetCount } from '../search-url';
import { chinaToday } from '../validity';
import type { FacetValue, IndexAnswer, IndexedDeclaration } from './declaration-index';
import { declarationIndex } from './declaration-store';

type Viewer = { locale: Locale; user?: UserSnapshot | null };

/** qrShow is one platform-wide setting: read without the user's token, so it can be cached. */
async function qrShowSetting(user: UserSnapshot | null | undefined, locale: Locale): Promise<string | null> {
  if (!user?.companyCode) return null;
  try {
    return (await callOperation(getSystemSetting, { key: 'qrShow' }, { locale })).fieldValue ?? null;
  } catch (error) {
    logger.warn({ error: describeError(error) }, 'epd search: qrShow setting unavailable, QR buttons hidden');
    return null;
  }
}

/**
 * A declaration as the platform would answer it in `locale`: the index holds the Chinese answer (p/epd/page in zh-CN),
 * whose `pcrProductName` is in the request's language (business.md 3), so the English PCR name is put in from the PCR
 * list; the PCR number likewise comes from that list where the record carries only a name.
 */
export function recordIn(declaration: IndexedDeclaration, locale: Locale): EpdRecord {
  const { record, pcr } = declaration;
  if (!pcr) return record;
  return {
    ...record,
    pcrNumber: pcr.number ?? record.pcrNumber,
    pcrProductName: (locale === 'en' ? pcr.en : null) ?? pcr.zh ?? record.pcrProductName,
  };
}

/** The filtered, sorted declarations from the index, `limit` of them from `offset`, with the facets. */
export async function searchDeclarations(
  query: EpdSearchFilters,
  window: { offset: number; limit: number; facets?: boolean },
): Promise<IndexAnswer> {
  const index = await declarationIndex();
  return index.search({ ...query, ...window }, chinaToday());
}

/** One declaration from the index (the open data API and the comparison read the same copy as the search). */
export async function indexedDeclaration(id: string): Promise<IndexedDeclaration | null> {
  return (await declarationIndex()).get(id);
}

export function facetCounts(values: FacetValue[], locale: Locale, kind: 'company' | 'pcr'): FacetCount[] {
  return values.map((value) => {
    const name = (locale === 'en' ? value.labelEn : null) ?? value.label;
    const label = kind === 'pcr' && name !== value.value ? `${value.value} · ${name}` : name;
    return { value: value.value, label, count: value.count };
  });
}

/** "Load more" asks for one page; a server-rendered `?page=N` for pages fromPage..toPage at once. */
export async function searchEpdCards(
  query: EpdSearchFilters,
  pages: { fromPage: number; toPage: number },
  viewer: Viewer,
): Promise<EpdSearchResult & { facets: IndexAnswer['facets'] }> {
  const [answer, qrShow] = await Promise.all([
    searchDeclarations(query, {
      offset: (pages.fromPage - 1) * EPD_PAGE_SIZE,
      limit: (pages.toPage - pages.fromPage + 1) * EPD_PAGE_SIZE,
      facets: true,
    }),
    qrShowSetting(viewer.user, viewer.locale),
  ]);
  const today = chinaToday();
  return {
    cards: answer.items.map((declaration) => ({
      ...toEpdSummary(recordIn(declaration, viewer.locale), viewer.locale, today),
      qr: canShowQr({
        userCompanyCode: viewer.user?.companyCode,
        epdCompanyCode: declaration.record.companyCode,
        qrShow,
      }),
    })),
    total: answer.total,
    pageCount: Math.ceil(answer.total / EPD_PAGE_SIZE),
    facets: answer.facets,
  };
}
