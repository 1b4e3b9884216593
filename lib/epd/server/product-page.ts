import '@/lib/security/server-module';
import { cache } from 'react';
import { describeError, logger } from '@/lib/observability/logger-core';
import type { Locale } from '@/lib/i18n/routing';
import type { Viewer } from '@/lib/session/viewer';
import { UpstreamError } from '@/lib/upstream/errors';
import { callOperation } from '@/lib/upstream/operation';
import { createAccessRecord, getEpd, type EpdRecord } from '@/lib/upstream/operations/epd';
import { productPageLocale, toEpdSummary } from '../epd-summary';
import type { ProductSheet } from '../product-sheet';
import { chinaToday } from '../validity';

/** Null when upstream answers code 0 (absent or withdrawn: the page's 404); other failures throw (503). */
export const loadPublishedEpd = cache(async (id: string, locale: Locale): Promise<EpdRecord | null> => {
  if (!/^\d{1,12}$/.test(id) || Number(id) <= 0) return null;
  try {
    return await callOperation(getEpd, { id: Number(id) }, { locale });
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'rejected' && error.code === '0') return null;
    throw error;
  }
});

/** business.md 2.2; records the visit unless prefetched. Called in process (DESIGN.md: never over HTTP). */
export async function loadProductSheet(
  id: string,
  viewer: Viewer,
  request: { prefetch: boolean },
): Promise<ProductSheet> {
  const { locale } = viewer;
  const record = await loadPublishedEpd(id, locale);
  if (!record) return { state: 'missing' };
  const language = productPageLocale(record, locale);
  if (language !== locale) return { state: 'elsewhere', locale: language };
  const epd = toEpdSummary(record, locale, chinaToday());
  const user = viewer.token && viewer.user ? viewer.user : null;
  if (!request.prefetch)
    recordProductVisit({
      epdId: epd.id,
      registrationNumber: epd.registrationNumber,
      path: epd.productPath,
      locale,
      userId: user?.id ?? null,
      companyCode: user?.companyCode ?? null,
    });
  return { state: 'found', epd, signedIn: user !== null };
}

/** Not awaited: a slow upstream never delays a buyer who scanned a QR code; a failure is logged. */
function recordProductVisit(visit: {
  epdId: string;
  registrationNumber: string;
  path: string;
  locale: Locale;
  userId: string | number | null;
  companyCode: string | null;
}) {
  void callOperation(
    createAccessRecord,
    {
      userId: visit.userId,
      // The spec names the field only; the company is what a declaration's owner wants to know.
      userCode: visit.companyCode,
      accessPage: visit.path,
      accessData: JSON.stringify({
        epdId: visit.epdId,
        registrationNumber: visit.registrationNumber,
        lang: visit.locale,
      }),
    },
    { locale: visit.locale },
  ).catch((error: unknown) =>
    logger.warn({ epdId: visit.epdId, error: describeError(error) }, 'product page: visit not recorded'),
  );
}
