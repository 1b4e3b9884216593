import 'server-only';
import { toEpdSummary, type ProductType } from '@/lib/epd/epd-summary';
import { productPageQr, qrSvgFile } from '@/lib/epd/server/product-qr';
import { chinaToday } from '@/lib/epd/validity';
import type { CompanyDeclaration } from '../company-declaration';
import type { SignedInViewer } from '@/lib/session/viewer';
import { callOperation } from '@/lib/upstream/operation';
import { searchEpds, type EpdRecord } from '@/lib/upstream/operations/epd';


const PAGE_SIZE = 100;
/** More than any one company publishes; the list stops there rather than page on without end. */
const MAX_PAGES = 10;

/**
 * The company's own published declarations of one type (EPD or CFP), newest first: `p/epd/page`
 * with its company code (business.md 7), page after page, kept to the type asked for (the call
 * has no type filter). The spec names no call listing a company's PCR applications; this is what
 * /Pcr/minePcr shows instead (README "Readings of the spec in the code").
 */
export async function listCompanyDeclarations(companyCode: string, type: ProductType, viewer: SignedInViewer): Promise<CompanyDeclaration[]> {
  const records: EpdRecord[] = [];
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
  return records
    // The call filters by company already; checked again, so no other company's record is ever shown as ours.
    .filter((record) => record.companyCode?.trim() === companyCode && (record.productType ?? 'EPD').toUpperCase() === type)
    .map((record) => {
      const qr = productPageQr(String(record.id));
      return { ...toEpdSummary(record, viewer.locale, today), qr, qrFile: qrSvgFile(qr) };
    });
}
