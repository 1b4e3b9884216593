import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { describeError, logger } from '@/lib/observability/server/logger';
import type { UserSnapshot } from '@/lib/viewer/user';
import { callOperation } from '@/lib/upstream/operation';
import { getSystemSetting, searchEpds, type EpdRecord } from '@/lib/upstream/operations/epd';
import { toEpdSummary } from '../epd-summary';
import { canShowQr } from '../qr-access';
import { EPD_PAGE_SIZE, type EpdSearchResult } from '../search-url';
import { type EpdSearchQuery } from '../schemas';
import { chinaToday } from '../validity';

type Viewer = { locale: Locale; token?: string; user?: UserSnapshot | null };

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

/** "Load more" asks for one page; a server-rendered `?page=N` for several, each asked of upstream. */
export async function searchEpdCards(
  query: Omit<EpdSearchQuery, 'page'>,
  pages: { fromPage: number; toPage: number },
  viewer: Viewer,
): Promise<EpdSearchResult> {
  const input = {
    companyCode: query.company,
    pcrNumber: query.pcr,
    epdKeyword: query.keyword,
    loginCompanyCode: viewer.user?.companyCode ?? undefined,
    pageSize: EPD_PAGE_SIZE,
  };
  const pageNumbers = Array.from({ length: pages.toPage - pages.fromPage + 1 }, (_, i) => pages.fromPage + i);
  const [answers, qrShow] = await Promise.all([
    Promise.all(
      pageNumbers.map((pageNum) =>
        callOperation(searchEpds, { ...input, pageNum }, { locale: viewer.locale, token: viewer.token }),
      ),
    ),
    qrShowSetting(viewer.user, viewer.locale),
  ]);
  const total = answers[0]?.totals ?? 0;
  const today = chinaToday();
  const seen = new Set<string>();
  const records: EpdRecord[] = answers
    .flatMap((answer) => answer.list)
    .filter((record) => !seen.has(String(record.id)) && seen.add(String(record.id)));
  return {
    cards: records.map((record) => ({
      ...toEpdSummary(record, viewer.locale, today),
      qr: canShowQr({
        userCompanyCode: viewer.user?.companyCode,
        epdCompanyCode: record.companyCode,
        qrShow,
      }),
    })),
    total,
    pageCount: Math.ceil(total / EPD_PAGE_SIZE),
  };
}
