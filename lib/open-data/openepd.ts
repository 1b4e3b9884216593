import type { IndexedDeclaration } from '@/lib/epd/server/declaration-index';
import { STUBS_ANCHORED } from '@/lib/epd/stubs';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import {
  OPENEPD_EXTENSION,
  openApiPaths,
  UNKNOWN_LCIA,
  type OpenChainProof,
  type OpenEpdDocument,
  type OpenReport,
} from './dto';

// One public declaration (business.md 3 "EPD (public)", as the index holds it) as an openEPD document: the format's
// own field names where it has one, the rest under `ext.lcsepd` (docs/open-data.md "Mapping"). A pure function of the
// declaration and where the portal is, so the same declaration always gives the same bytes.

/** openEPD's format version these documents follow (its RootDocument `openepd_version`). */
export const OPENEPD_VERSION = '0.1';

export type OpenEpdContext = {
  /** PUBLIC_ORIGIN: every link in the document is absolute. */
  origin: string;
  /** The platform, openEPD's program operator, in both languages (messages `meta.title`). */
  operator: { zh: string; en: string };
};

const text = (value: string | null | undefined): string | null => value?.trim() || null;

const idText = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || String(value).trim() === '' ? null : String(value).trim();

/** The date part of the platform's `YYYY-MM-DD…` dates; anything else is unknown. */
export function isoDate(value: string | null | undefined): string | null {
  return /^(\d{4}-\d{2}-\d{2})(?:$|[ T])/.exec(value?.trim() ?? '')?.[1] ?? null;
}

/** The platform writes block times in China time without an offset (`YYYY-MM-DD HH:mm[:ss]`): ISO 8601 with +08:00. */
export function isoChinaTime(value: string | null | undefined): string | null {
  const raw = text(value);
  if (!raw) return null;
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(raw);
  return match ? `${match[1]}T${match[2]}${match[3] ?? ':00'}+08:00` : raw;
}

/** One language first, the other after it: openEPD's `name` and `alt_names`. */
function named(first: string | null, second: string | null): { name: string; alt_names?: string[] } | null {
  const name = first ?? second;
  if (!name) return null;
  const other = first && second && second !== first ? second : null;
  return other ? { name, alt_names: [other] } : { name };
}

function chainOf(declaration: IndexedDeclaration): OpenChainProof[] {
  const { record } = declaration;
  const proofs: OpenChainProof[] = [];
  const add = (
    kind: OpenChainProof['kind'],
    flag: unknown,
    hash: string | null | undefined,
    time?: string | null,
  ) => {
    const txHash = text(hash);
    if (String(flag ?? '') === STUBS_ANCHORED && txHash)
      proofs.push({ kind, tx_hash: txHash, block_time: isoChinaTime(time) });
  };
  add('data', record.isDataStubs, record.dataStubsTxhash, record.dataStubsBlocktime);
  add('report', record.isReportStubs, record.reportStubsTxhash, record.reportStubsBlocktime);
  return proofs;
}

/** The public report route of each language (lib/epd/endpoints.ts `reportFile`) and its mobile viewer page. */
function reportsOf(declaration: IndexedDeclaration, origin: string): OpenReport[] {
  const { record } = declaration;
  const reports: OpenReport[] = [];
  const add = (lang: Locale, attachment: string | null, business: string | null) => {
    if (!attachment) return;
    reports.push({
      lang,
      url: `${origin}/api/files/epd/${encodeURIComponent(attachment)}`,
      viewer_url: business
        ? `${origin}${localizedPath(lang, `/apppdf/${encodeURIComponent(business)}`)}`
        : null,
    });
  };
  const zh = idText(record.cnAttachmentId);
  const en = idText(record.enAttachmentId);
  add('zh', zh, idText(record.businessId) ?? zh);
  add('en', en, idText(record.businessIdEn) ?? en);
  return reports;
}

export function toOpenEpd(declaration: IndexedDeclaration, context: OpenEpdContext): OpenEpdDocument {
  const { record, pcr } = declaration;
  const { origin } = context;
  const id = String(record.id);
  const productZh = record.productName.trim();
  const productEn = text(record.productNameEn);
  // The document's language follows the product page's (DESIGN.md: English only where the declaration has an English name).
  const language: Locale = productEn ? 'en' : 'zh';
  const english = language === 'en';
  const pick = (zh: string | null, en: string | null) =>
    (english ? [en, zh] : [zh, en]) as [string | null, string | null];

  const companyZh = record.companyName.trim();
  const companyEn = text(record.companyNameEn);
  const pcrNumber = pcr?.number ?? text(record.pcrNumber);
  const pcrZh = pcr?.zh ?? text(record.pcrProductName);
  const pcrEn = pcr?.en ?? null;
  const addressZh = text(record.productAddress);
  const addressEn = text(record.productAddressEn);
  const address = english ? (addressEn ?? addressZh) : (addressZh ?? addressEn);
  const gwp = typeof record.gwp100 === 'number' && Number.isFinite(record.gwp100) ? record.gwp100 : null;

  const pagePath = `/app/epd/${encodeURIComponent(id)}`;
  const productPage = {
    zh: `${origin}${pagePath}`,
    en: productEn ? `${origin}${localizedPath('en', pagePath)}` : null,
  };
  const reports = reportsOf(declaration, origin);
  const report = reports.find((item) => item.lang === language) ?? reports[0];
  const [pcrFirst, pcrSecond] = pick(pcrZh, pcrEn);
  const pcrName = pcrFirst ?? pcrSecond;

  return {
    doctype: 'openEPD',
    openepd_version: OPENEPD_VERSION,
    id,
    language,
    product_name: english ? productEn! : productZh,
    declaration_url: english && productPage.en ? productPage.en : productPage.zh,
    program_operator: {
      ...named(...pick(context.operator.zh, context.operator.en))!,
      web_domain: new URL(origin).host,
    },
    program_operator_doc_id: record.epdRegistrationNumber.trim(),
    manufacturer: named(...pick(companyZh, companyEn))!,
    date_of_issue: isoDate(record.epdEffectiveDate),
    valid_until: isoDate(record.epdExpirationDate),
    declared_unit: { qty: 1, unit: 't' },
    kg_per_declared_unit: { qty: 1000, unit: 'kg' },
    pcr: pcrNumber || pcrName ? { name: pcrName, issuer_doc_id: pcrNumber } : null,
    ...(address ? { plants: [{ address }] } : {}),
    impacts: gwp === null ? null : { [UNKNOWN_LCIA]: { gwp: { A1A2A3: { mean: gwp, unit: 'kgCO2e' } } } },
    attachments: {
      openEPD: `${origin}${openApiPaths.epd(id)}`,
      ...(report ? { EPD: report.url } : {}),
      ...Object.fromEntries(reports.map((item) => [`EPD_${item.lang}`, item.url])),
    },
    ext: {
      [OPENEPD_EXTENSION]: {
        product_type: record.productType === 'CFP' ? 'CFP' : 'EPD',
        product_name_zh: productZh,
        product_name_en: productEn,
        manufacturer_name_zh: companyZh,
        manufacturer_name_en: companyEn,
        // The search's filter values, as the index keys them (lib/epd/server/declaration-index.ts companyKey, pcrKey).
        manufacturer_key: text(record.companyCode) ?? record.companyName,
        pcr_number: pcrNumber,
        pcr_key: pcrNumber ?? text(record.pcrProductName),
        pcr_name_zh: pcrZh,
        pcr_name_en: pcrEn,
        product_address_zh: addressZh,
        product_address_en: addressEn,
        gwp100_kgco2e_per_t: gwp,
        chain: chainOf(declaration),
        product_page: productPage,
        reports,
      },
    },
  };
}
