import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/routing';
import type { EpdRecord } from '@/lib/upstream/operations/epd';
import { isExpired } from './validity';

import { STUBS_ANCHORED } from './stubs';

export { STUBS_ANCHORED };

export type ProductType = 'EPD' | 'CFP';

export type ChainProof = { kind: 'data' | 'report'; txHash: string; blockTime: string | null };

/** A declaration as cards and the product page show it (STYLE.md habit 9), texts in the language shown. */
export type EpdSummary = {
  id: string;
  registrationNumber: string;
  productType: ProductType;
  productName: string;
  productNameLang: Locale;
  hasEnglish: boolean;
  /** The product page, in the language it renders in (DESIGN.md: it follows the EPD). */
  productPath: string;
  companyName: string;
  productAddress: string | null;
  /** The address's language: an English page shows the Chinese one, marked, when there is no English address. */
  productAddressLang: Locale;
  /** Either part may be missing: the PCR's number is not a field of the spec's EPD (docs/spec-readings.md). */
  pcr: { number: string | null; name: string | null } | null;
  /** GWP100, kg CO2-eq per tonne. */
  gwp100: number | null;
  effectiveDate: string | null;
  expirationDate: string | null;
  expired: boolean;
  chain: ChainProof[];
  report: { attachmentId: string; businessId: string; lang: Locale } | null;
};

/** A search card: the declaration plus whether this viewer gets its QR button (business.md 6). */
export type EpdCardData = EpdSummary & { qr: boolean };

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const idText = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || String(value).trim() === '' ? null : String(value);

export function productPageLocale(record: Pick<EpdRecord, 'productNameEn'>, requested: Locale): Locale {
  return requested === 'en' && text(record.productNameEn) ? 'en' : 'zh';
}

function chainProofs(record: EpdRecord): ChainProof[] {
  const proofs: ChainProof[] = [];
  if (String(record.isDataStubs ?? '') === STUBS_ANCHORED && text(record.dataStubsTxhash)) {
    proofs.push({
      kind: 'data',
      txHash: text(record.dataStubsTxhash)!,
      blockTime: text(record.dataStubsBlocktime),
    });
  }
  if (String(record.isReportStubs ?? '') === STUBS_ANCHORED && text(record.reportStubsTxhash)) {
    proofs.push({
      kind: 'report',
      txHash: text(record.reportStubsTxhash)!,
      blockTime: text(record.reportStubsBlocktime),
    });
  }
  return proofs;
}

function reportOf(record: EpdRecord, locale: Locale): EpdSummary['report'] {
  const english = locale === 'en' ? idText(record.enAttachmentId) : null;
  if (english)
    return { attachmentId: english, businessId: idText(record.businessIdEn) ?? english, lang: 'en' };
  const chinese = idText(record.cnAttachmentId);
  if (chinese) return { attachmentId: chinese, businessId: idText(record.businessId) ?? chinese, lang: 'zh' };
  return null;
}

export function toEpdSummary(record: EpdRecord, locale: Locale, today: string): EpdSummary {
  const productLocale = productPageLocale(record, locale);
  const english = locale === 'en';
  const pcrNumber = text(record.pcrNumber);
  const pcrName = text(record.pcrProductName);
  const gwp = record.gwp100;
  return {
    id: String(record.id),
    registrationNumber: record.epdRegistrationNumber,
    productType: record.productType === 'CFP' ? 'CFP' : 'EPD',
    productName: productLocale === 'en' ? text(record.productNameEn)! : record.productName,
    productNameLang: productLocale,
    hasEnglish: Boolean(text(record.productNameEn)),
    productPath: localizedPath(productLocale, `/app/epd/${encodeURIComponent(String(record.id))}`),
    companyName: (english && text(record.companyNameEn)) || record.companyName,
    productAddress: (english && text(record.productAddressEn)) || text(record.productAddress),
    productAddressLang: english && text(record.productAddressEn) ? 'en' : 'zh',
    pcr: pcrNumber || pcrName ? { number: pcrNumber, name: pcrName } : null,
    gwp100: typeof gwp === 'number' && Number.isFinite(gwp) ? gwp : null,
    effectiveDate: text(record.epdEffectiveDate),
    expirationDate: text(record.epdExpirationDate),
    expired: isExpired(record.epdExpirationDate, today),
    chain: chainProofs(record),
    report: reportOf(record, locale),
  };
}
