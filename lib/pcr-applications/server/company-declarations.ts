import 'server-only';
import { toEpdSummary, type ProductType } from '@/lib/epd/epd-summary';
import { canShowQr } from '@/lib/epd/qr-access';
import { productPageQr, qrSvgFile } from '@/lib/epd/server/product-qr';
import { chinaToday } from '@/lib/epd/validity';
import { describeError, logger } from '@/lib/observability/logger';
import type { CompanyDeclaration } from '../company-declaration';
import type { SignedInViewer } from '@/lib/session/viewer';
import { callOperation } from '@/lib/upstream/operation';
import { getSystemSetting, searchEpds, type EpdRecord } from '@/lib/upstream/operations/epd';


const PAGE_SIZE = 100;
/** More than any one company publishes; the list stops there rather than page on without end. */
const MAX_PAGES = 10;

/** The platform-wide `qrShow` setting (business.md 6), token-less and cached as the EPD search reads it; unreadable: no QR codes. */
async function qrShowSetting(viewer: SignedInViewer): Promise<string | null> {
  try {
    return (await callOperation(getSystemSetting, { key: 'qrShow' }, { locale: viewer.locale })).fieldValue ?? null;
  } catch (error) {
    logger.warn({ error: describeError(error) }, 'company declarations: qrShow setting unavailable, QR codes hidden');
    return null;
  }
}

/**
 * The company's own published declarations of one type (EPD or CFP), newest first: `p/epd/page`
 * with its company code (business.md 7), page after page, kept to the type asked for (the call
 * has no type filter). Each carries its product page's QR code only where the EPD cards' QR button
 * would show (business.md 6: `qrShow` 'true' and the user's own company), by the same check.
 */
export async function listCompanyDeclarations(companyCode: string, type: ProductType, viewer: SignedInViewer): Promise<CompanyDeclaration[]> {
  const records: EpdRecord[] = [];
  const qrShow = qrShowSetting(viewer);
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum += 1) {
    const page = await callOperation(
      searchEpds,
      { companyCode, loginCompanyCode: companyCode, pageNum, pageSize: PAGE_SIZE },
      { locale: viewer.locale, token: viewer.token },
    );
    records.push(...page.list);
    if (page.list.length < PAGE_SIZE || records.length >= page.totals) break;
  }
  const today = chinaToday();
  const setting = await qrShow;
  return records
    // The call filters by company already; checked again, so no other company's record is ever shown as ours.
    .filter((record) => record.companyCode?.trim() === companyCode && (record.productType ?? 'EPD').toUpperCase() === type)
    .map((record) => {
      const allowed = canShowQr({ userCompanyCode: viewer.user.companyCode, epdCompanyCode: record.companyCode, qrShow: setting });
      const drawing = allowed ? productPageQr(String(record.id)) : null;
      return { ...toEpdSummary(record, viewer.locale, today), qr: drawing ? { drawing, file: qrSvgFile(drawing) } : null };
    });
}
