import 'server-only';
import { toEpdSummary, type ProductType } from '@/lib/epd/epd-summary';
import { canShowQr } from '@/lib/epd/qr-access';
import { productPageQr, qrSvgFile } from '@/lib/epd/server/product-qr';
import { chinaToday } from '@/lib/epd/validity';
import { describeError, logger } from '@/lib/observability/server/logger';
import type { CompanyDeclaration } from '../company-declaration';
import type { SignedInViewer } from '@/lib/session/viewer';
import { callOperation } from '@/lib/upstream/operation';
import { getSystemSetting, searchEpds, type EpdRecord } from '@/lib/upstream/operations/epd';

const PAGE_SIZE = 100;
const MAX_PAGES = 10;

/** The platform-wide `qrShow` setting (business.md 6), token-less and cached as the EPD search reads it; unreadable: no QR codes. */
async function qrShowSetting(viewer: SignedInViewer): Promise<string | null> {
  try {
    return (
      (await callOperation(getSystemSetting, { key: 'qrShow' }, { locale: viewer.locale })).fieldValue ?? null
    );
  } catch (error) {
    logger.warn(
      { error: describeError(error) },
      'company declarations: qrShow setting unavailable, QR codes hidden',
    );
    return null;
  }
}

/** `p/epd/page` by company code (business.md 7), filtered to the type here; QR codes by the card's rule (business.md 6). */
export async function listCompanyDeclarations(
  companyCode: string,
  type: ProductType,
  viewer: SignedInViewer,
): Promise<CompanyDeclaration[]> {
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
  return (
    records
      // The call filters by company already; checked again, so no other company's record is ever shown as ours.
      .filter(
        (record) =>
          record.companyCode?.trim() === companyCode && (record.productType ?? 'EPD').toUpperCase() === type,
      )
      .map((record) => {
        const allowed = canShowQr({
          userCompanyCode: viewer.user.companyCode,
          epdCompanyCode: record.companyCode,
          qrShow: setting,
        });
        const drawing = allowed ? productPageQr(String(record.id)) : null;
        return {
          ...toEpdSummary(record, viewer.locale, today),
          qr: drawing ? { drawing, file: qrSvgFile(drawing) } : null,
        };
      })
  );
}
