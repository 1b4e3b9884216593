import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { describeError, logger } from '@/lib/observability/server/logger';
import type { EpdRecord } from '@/lib/upstream/operations/epd';
import {
  comparePath,
  gwpAxis,
  lowestGwpIds,
  openEpdDocumentPath,
  parseCompareIds,
  validityOn,
  type ComparedDeclaration,
  type Comparison,
} from '../comparison';
import { toEpdSummary } from '../epd-summary';
import { chinaToday } from '../validity';
import type { PcrNames } from './declaration-index';
import { loadPublishedEpd } from './product-page';
import { indexedDeclaration, recordIn } from './search';

type Found = { record: EpdRecord; pcr: PcrNames | null };

const text = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined ? null : String(value).trim() || null;

/**
 * The index's copy first (the search reads the same one); a declaration published since its last fill is read with the
 * product page's cached call, in both languages, as the PCR's name comes in the request's language (business.md 3).
 */
async function findDeclaration(id: string): Promise<Found | 'missing' | 'unavailable'> {
  try {
    const indexed = await indexedDeclaration(id);
    if (indexed) return indexed;
  } catch (error) {
    logger.warn({ epdId: id, error: describeError(error) }, 'compare: index unavailable, asking upstream');
  }
  try {
    const [zh, en] = await Promise.all([loadPublishedEpd(id, 'zh'), loadPublishedEpd(id, 'en')]);
    if (!zh) return 'missing';
    const number = text(zh.pcrNumber);
    const pcr = {
      number,
      zh: text(zh.pcrProductName),
      en: en && text(en.pcrProductName) !== text(zh.pcrProductName) ? text(en.pcrProductName) : null,
    };
    return { record: zh, pcr: pcr.number || pcr.zh ? pcr : null };
  } catch (error) {
    logger.warn({ epdId: id, error: describeError(error) }, 'compare: declaration not read');
    return 'unavailable';
  }
}

function reportsOf(record: EpdRecord): ComparedDeclaration['reports'] {
  const reports: ComparedDeclaration['reports'] = [];
  const chinese = text(record.cnAttachmentId);
  if (chinese)
    reports.push({ lang: 'zh', attachmentId: chinese, businessId: text(record.businessId) ?? chinese });
  const english = text(record.enAttachmentId);
  if (english)
    reports.push({ lang: 'en', attachmentId: english, businessId: text(record.businessIdEn) ?? english });
  return reports;
}

/** `/epd/compare?ids=`: up to four published declarations side by side; cached per render for metadata and page. */
export const loadComparison = cache(async (ids: string, locale: Locale): Promise<Comparison> => {
  const parsed = parseCompareIds(ids);
  const today = chinaToday();
  const found = await Promise.all(
    parsed.compared.map(async (id) => ({ id, found: await findDeclaration(id) })),
  );
  const columns = found.flatMap(({ id, found: declaration }) => {
    if (typeof declaration === 'string') return [];
    const { record, pcr } = declaration;
    const summary = toEpdSummary(recordIn({ record, pcr }, locale), locale, today);
    return [
      {
        summary,
        names: { zh: record.productName, en: text(record.productNameEn) },
        companyNames: { zh: record.companyName, en: text(record.companyNameEn) },
        companyCode: text(record.companyCode),
        pcr,
        validity: validityOn(summary.expirationDate, today),
        reports: reportsOf(record),
        jsonPath: openEpdDocumentPath(id),
        removePath: comparePath(parsed.requested.filter((other) => other !== id)),
      } satisfies Omit<ComparedDeclaration, 'lowest'>,
    ];
  });
  const lowest = new Set(lowestGwpIds(columns.map(({ summary }) => summary)));
  return {
    requested: parsed.requested,
    columns: columns.map((column) => ({ ...column, lowest: lowest.has(column.summary.id) })),
    notFound: [
      ...found.filter(({ found: result }) => result === 'missing').map(({ id }) => id),
      ...parsed.invalid,
    ],
    unavailable: found.filter(({ found: result }) => result === 'unavailable').map(({ id }) => id),
    leftOut: parsed.leftOut,
    axis: gwpAxis(columns.flatMap(({ summary }) => (summary.gwp100 === null ? [] : [summary.gwp100]))),
  };
});
