import 'server-only';
import { headers } from 'next/headers';
import { after } from 'next/server';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { describeError, logger } from '@/lib/observability/logger';
import type { UserSnapshot } from '@/lib/session/user-snapshot';
import { UpstreamError } from '@/lib/upstream/errors';
import { callOperation } from '@/lib/upstream/operation';
import { createAccessRecord, getEpd, type EpdRecord } from '@/lib/upstream/operations/epd';

/**
 * A published declaration for /app/epd/{id}, or null when upstream says it does not exist or was
 * withdrawn (`GET /n/epd/{id}` answers code 0): the page turns that into its 404. Any other
 * failure (upstream down) is thrown: the page says the platform cannot be reached (503).
 * Deduplicated per request.
 */
export const loadPublishedEpd = cache(async (id: string, locale: Locale): Promise<EpdRecord | null> => {
  if (!/^\d{1,12}$/.test(id) || Number(id) <= 0) return null;
  try {
    return await callOperation(getEpd, { id: Number(id) }, { locale });
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'rejected' && error.code === '0') return null;
    throw error;
  }
});

/**
 * Records a visit of the product page (business.md 2.2, `/n/access/records/create`) after the
 * answer has gone out, so a slow or failing upstream never holds up a buyer who scanned a QR code;
 * a failure is logged, not shown. Router prefetches are not visits.
 */
export async function recordProductVisit(visit: { epdId: string; registrationNumber: string; path: string; locale: Locale; user: UserSnapshot | null }) {
  const request = await headers();
  if (request.get('next-router-prefetch') || /prefetch/i.test(request.get('sec-purpose') ?? request.get('purpose') ?? '')) return;
  after(async () => {
    try {
      await callOperation(
        createAccessRecord,
        {
          userId: visit.user?.id ?? null,
          // The spec names the field only; the company is what a declaration's owner wants to know.
          userCode: visit.user?.companyCode ?? null,
          accessPage: visit.path,
          accessData: JSON.stringify({ epdId: visit.epdId, registrationNumber: visit.registrationNumber, lang: visit.locale }),
        },
        { locale: visit.locale },
      );
    } catch (error) {
      logger.warn({ epdId: visit.epdId, error: describeError(error) }, 'product page: visit not recorded');
    }
  });
}
