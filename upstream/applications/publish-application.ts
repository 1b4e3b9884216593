import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { sendInnerMessage } from '../accounts/inner-messages.ts';
import { composeAddress } from '../accounts/regions.ts';
import { findUserCompany } from '../accounts/user-companies.ts';
import type { UpstreamDeps } from '../context.ts';
import { execute, inTransaction, queryOne } from '../db/sql.ts';
import { formatChinaDate, validUntil } from '../http/china-calendar.ts';
import { formatChinaDateTime } from '../http/china-date-time.ts';
import type { EpdRow } from '../routes/epd.ts';
import { drawCarbonMark } from '../seed/render/carbon-mark.ts';
import type { CarbonMark } from '../seed/render/carbon-mark.ts';
import type { CertificateInput } from '../seed/render/pdf/certificate.ts';
import type { EpdReportInput } from '../seed/render/pdf/epd-report.ts';
import { renderPdfs } from '../seed/render/pdf/render-pdfs.ts';
import { verifiers } from '../seed/modules/declarations-data.ts';
import { advanceToNode } from './application-actions.ts';
import type { ApplicationRow, ProductRow } from './application-records.ts';
import { findApplication, listProducts } from './application-records.ts';
import { FlowNode, VALIDITY_YEARS } from './application-states.ts';
import { publishedMessage } from './application-texts.ts';

// Publishing an application (the back office's last step, node 7): each product becomes a public
// EPD or CFP record in `epds` (so it appears in POST /p/epd/page and GET /n/epd/{id}) with a
// bilingual report, its chain proof, a registration certificate (PDF) and a carbon mark (PNG).

/** What a certificate and a carbon mark show about a published declaration. */
export type PublishedFacts = {
  epdId: number;
  registrationNumber: string;
  productType: 'EPD' | 'CFP';
  productNameZh: string;
  productNameEn: string | null;
  companyNameZh: string;
  companyNameEn: string;
  companyCode: string;
  pcrNumber: string;
  pcrNameZh: string;
  pcrNameEn: string;
  technologyZh: string;
  technologyEn: string;
  gwp100: number;
  effectiveDate: string;
  expirationDate: string;
  dataTxHash: string;
  dataBlockTime: number;
  reportTxHash: string;
  reportBlockTime: number;
};

export type Technology = { code: string; zh: string; en: string; referenceGwp: number; scrapShare: number };

export function findTechnology(db: DatabaseSync, id: number | null): Technology | undefined {
  if (id === null) return undefined;
  return queryOne<Technology>(
    db,
    `SELECT code, name_zh AS zh, name_en AS en, reference_gwp AS referenceGwp, scrap_share AS scrapShare
       FROM lca_technologies WHERE id = ?`,
    id,
  );
}

// An application without a technology route is taken for the integrated route.
const DEFAULT_TECHNOLOGY: Technology = {
  code: 'BF-BOF',
  zh: '高炉—转炉长流程',
  en: 'Blast furnace – basic oxygen furnace (BF-BOF)',
  referenceGwp: 2150,
  scrapShare: 0.15,
};

/** The facts of a declaration already in `epds` (the seed's published application). */
export function factsFromEpdRow(row: EpdRow, technology: Technology): PublishedFacts {
  return {
    epdId: row.id,
    registrationNumber: row.registrationNumber,
    productType: row.productType,
    productNameZh: row.productNameZh,
    productNameEn: row.productNameEn,
    companyNameZh: row.companyNameZh,
    companyNameEn: row.companyNameEn,
    companyCode: row.companyCode,
    pcrNumber: row.pcrNumber,
    pcrNameZh: row.pcrNameZh,
    pcrNameEn: row.pcrNameEn,
    technologyZh: technology.zh,
    technologyEn: technology.en,
    gwp100: row.gwp100,
    effectiveDate: row.effectiveDate,
    expirationDate: row.expirationDate,
    dataTxHash: row.dataStubsTxhash ?? '',
    dataBlockTime: row.dataStubsBlocktime ?? row.publishedAt,
    reportTxHash: row.reportStubsTxhash ?? '',
    reportBlockTime: row.reportStubsBlocktime ?? row.publishedAt,
  };
}

/** {qrBaseUrl}/app/epd/{id}: the product page, as the QR labels encode it. */
export function productPageUrl(db: DatabaseSync, epdId: number): string {
  const base = queryOne<{ value: string }>(
    db,
    "SELECT field_value AS value FROM system_settings WHERE field_key = 'qrBaseUrl'",
  );
  return `${(base?.value ?? 'http://localhost:3000').replace(/\/+$/, '')}/app/epd/${epdId}`;
}

export function certificateInput(facts: PublishedFacts, url: string): CertificateInput {
  return {
    productType: facts.productType,
    registrationNumber: facts.registrationNumber,
    productNameZh: facts.productNameZh,
    productNameEn: facts.productNameEn,
    companyNameZh: facts.companyNameZh,
    companyNameEn: facts.companyNameEn,
    companyCode: facts.companyCode,
    pcrNumber: facts.pcrNumber,
    pcrNameZh: facts.pcrNameZh,
    pcrNameEn: facts.pcrNameEn,
    technologyZh: facts.technologyZh,
    technologyEn: facts.technologyEn,
    gwp100: facts.gwp100,
    effectiveDate: facts.effectiveDate,
    expirationDate: facts.expirationDate,
    dataTxHash: facts.dataTxHash,
    dataBlockTime: formatChinaDateTime(facts.dataBlockTime),
    reportTxHash: facts.reportTxHash,
    reportBlockTime: formatChinaDateTime(facts.reportBlockTime),
    productPageUrl: url,
  };
}

export function carbonMarkOf(facts: PublishedFacts): CarbonMark {
  return {
    productType: facts.productType,
    registrationNumber: facts.registrationNumber,
    gwp100: facts.gwp100,
    expirationDate: facts.expirationDate,
  };
}

/** Files a certificate and a carbon mark for a published product (platform files, private to the company). */
export function fileCertificate(
  deps: Pick<UpstreamDeps, 'db' | 'attachments'>,
  productId: number,
  facts: PublishedFacts,
  certificatePdf: Uint8Array,
): void {
  const kind = facts.productType === 'EPD' ? '环境产品声明注册证书' : '产品碳足迹声明注册证书';
  const certificate = deps.attachments.save({
    fileName: `${facts.registrationNumber} ${kind}.pdf`,
    mime: 'application/pdf',
    businessType: 'CERT_PDF',
    bytes: certificatePdf,
  });
  const mark = deps.attachments.save({
    fileName: `${facts.registrationNumber} 碳标识.png`,
    mime: 'image/png',
    businessType: 'MARK_IMG',
    bytes: drawCarbonMark(carbonMarkOf(facts)),
  });
  execute(
    deps.db,
    'UPDATE application_products SET certificate_attachment_id = ?, mark_attachment_id = ? WHERE id = ?',
    certificate.id,
    mark.id,
    productId,
  );
}

export type PublishOptions = {
  /** English company name for a company the public list does not know yet. */
  companyNameEn?: string | undefined;
  /** English address of the company's seat, where the public list has none. */
  companyAddressEn?: string | undefined;
  products?:
    | readonly {
        id: number;
        productName?: string | undefined;
        productNameEn?: string | undefined;
        gwp100?: number | undefined;
      }[]
    | undefined;
};

type Plan = { product: ProductRow; facts: PublishedFacts; scrapShare: number; route: string };

const hasHan = (text: string): boolean => /[\u3400-\u9fff]/u.test(text);

function planPublication(
  db: DatabaseSync,
  application: ApplicationRow,
  options: PublishOptions,
  at: number,
): { plans: Plan[]; companyNameEn: string } {
  const known = queryOne<{ nameEn: string }>(
    db,
    'SELECT name_en AS nameEn FROM companies WHERE code = ?',
    application.companyCode,
  );
  const companyNameEn = known?.nameEn ?? options.companyNameEn ?? application.companyName;
  const firstId = (queryOne<{ id: number | null }>(db, 'SELECT MAX(id) AS id FROM epds')?.id ?? 0) + 1;
  const effectiveDate = formatChinaDate(at);
  const year = effectiveDate.slice(0, 4);

  // Each product is declared with its own type and PCR (business.md 3 "Application form" items).
  const plans = listProducts(db, application.id).map((product, index): Plan => {
    const pcr = queryOne<{ zh: string; en: string }>(
      db,
      'SELECT product_name_zh AS zh, product_name_en AS en FROM pcrs WHERE pcr_number = ?',
      product.pcrNumber,
    );
    const expirationDate = validUntil(effectiveDate, VALIDITY_YEARS[product.productType]);
    const override = options.products?.find((entry) => entry.id === product.id);
    const technology = findTechnology(db, product.technologyId) ?? DEFAULT_TECHNOLOGY;
    const category =
      product.productCategoryId === null
        ? undefined
        : queryOne<{ zh: string; en: string }>(
            db,
            'SELECT name_zh AS zh, name_en AS en FROM product_categories WHERE id = ?',
            product.productCategoryId,
          );
    // A name chosen from the cascader has both languages; a typed one is the language it was typed in.
    const fromCategory =
      category && (product.productName === category.zh || product.productName === category.en);
    const productNameZh = override?.productName ?? (fromCategory ? category.zh : product.productName);
    const productNameEn =
      override?.productNameEn ??
      (fromCategory ? category.en : hasHan(product.productName) ? null : product.productName);
    const epdId = firstId + index;
    const registrationNumber = `${product.productType}-CN-${year}-${String(epdId).padStart(4, '0')}`;
    const hash = (what: string): string =>
      createHash('sha256').update(`${registrationNumber}:${what}:${at}`).digest('hex');
    return {
      product,
      scrapShare: technology.scrapShare,
      route: technology.code,
      facts: {
        epdId,
        registrationNumber,
        productType: product.productType,
        productNameZh,
        productNameEn,
        companyNameZh: application.companyName,
        companyNameEn,
        companyCode: application.companyCode,
        pcrNumber: product.pcrNumber,
        pcrNameZh: pcr?.zh ?? product.pcrNumber,
        pcrNameEn: pcr?.en ?? product.pcrNumber,
        technologyZh: technology.zh,
        technologyEn: technology.en,
        gwp100: Math.round((override?.gwp100 ?? technology.referenceGwp) * 10) / 10,
        effectiveDate,
        expirationDate,
        // Anchored as the record goes public: never before the application was submitted or published.
        dataTxHash: hash('data'),
        dataBlockTime: at,
        reportTxHash: hash('report'),
        reportBlockTime: at,
      },
    };
  });
  return { plans, companyNameEn };
}

function reportInput(plan: Plan, address: { zh: string; en: string | null }): EpdReportInput {
  const { facts } = plan;
  const verifier = verifiers[0];
  return {
    registrationNumber: facts.registrationNumber,
    productType: facts.productType,
    productNameZh: facts.productNameZh,
    productNameEn: facts.productNameEn,
    companyNameZh: facts.companyNameZh,
    companyNameEn: facts.companyNameEn,
    companyCode: facts.companyCode,
    plantAddressZh: address.zh,
    plantAddressEn: address.en,
    pcrNumber: facts.pcrNumber,
    pcrNameZh: facts.pcrNameZh,
    pcrNameEn: facts.pcrNameEn,
    routeZh: facts.technologyZh,
    routeEn: facts.technologyEn,
    gwp100: facts.gwp100,
    scrapShare: plan.scrapShare,
    effectiveDate: facts.effectiveDate,
    expirationDate: facts.expirationDate,
    verifierZh: verifier?.zh ?? '',
    verifierEn: verifier?.en ?? '',
    dataTxHash: facts.dataTxHash,
    dataBlockTime: formatChinaDateTime(facts.dataBlockTime),
    reportTxHash: facts.reportTxHash,
    reportBlockTime: formatChinaDateTime(facts.reportBlockTime),
  };
}

// The company's seat as the public list keeps it, or as its authentication form gave it (business.md 3,
// "Mobile product page data": productAddress and productAddressEn). The form has one address, typed in
// Chinese under the region cascade: its English is what the back office supplies, else there is none
// (null, never the Chinese copied into the English field).
export function companyAddress(
  db: DatabaseSync,
  application: Pick<ApplicationRow, 'companyCode' | 'companyName' | 'userId'>,
  addressEn?: string,
): { zh: string; en: string | null } {
  const known = queryOne<{ zh: string; en: string }>(
    db,
    'SELECT address_zh AS zh, address_en AS en FROM companies WHERE code = ?',
    application.companyCode,
  );
  const english = (text: string | null | undefined): string | null => {
    const trimmed = text?.trim();
    return trimmed && !hasHan(trimmed) ? trimmed : null;
  };
  if (known) return { zh: known.zh, en: english(known.en) ?? english(addressEn) };
  const form = findUserCompany(db, application.userId);
  const zh = composeAddress([form?.provinceName, form?.cityName], form?.address) || application.companyName;
  return { zh, en: english(addressEn) };
}

/**
 * Checks nothing about the application's state (the caller did); draws the files, then in one
 * transaction files them, inserts the public records, reaches every node and tells the applicant.
 * Answers the new records' ids.
 */
export async function publishApplication(
  deps: UpstreamDeps,
  applicationId: number,
  options: PublishOptions,
): Promise<{ epdIds: number[] }> {
  const { db, attachments } = deps;
  const at = deps.now();
  const application = findApplication(db, applicationId);
  if (!application) throw new Error(`Application ${applicationId} vanished`);
  const { plans, companyNameEn } = planPublication(db, application, options, at);
  const address = companyAddress(db, application, options.companyAddressEn);
  const files = await renderPdfs(
    plans.flatMap((plan) => [
      { kind: 'epd-report' as const, input: reportInput(plan, address) },
      {
        kind: 'certificate' as const,
        input: certificateInput(plan.facts, productPageUrl(db, plan.facts.epdId)),
      },
    ]),
  );

  inTransaction(db, () => {
    const current = findApplication(db, applicationId);
    if (!current || current.publishedAt !== null) throw new Error('The application was published meanwhile');
    execute(
      db,
      `INSERT OR IGNORE INTO companies (code, name_zh, name_en, address_zh, address_en, sort)
       VALUES (?, ?, ?, ?, ?, (SELECT COALESCE(MAX(sort), 0) + 1 FROM companies))`,
      application.companyCode,
      application.companyName,
      companyNameEn,
      address.zh,
      address.en ?? '',
    );
    plans.forEach((plan, index) => {
      const report = files[index * 2];
      const certificate = files[index * 2 + 1];
      if (!report || !certificate) throw new Error('A publication file is missing');
      const { facts } = plan;
      const title = facts.productType === 'EPD' ? '环境产品声明' : '产品碳足迹声明';
      const cn = attachments.save({
        fileName: `${facts.registrationNumber} ${facts.productNameZh}${title}.pdf`,
        mime: 'application/pdf',
        businessType: 'EPD',
        bytes: report,
      });
      // One bilingual report, filed once per language as the seeded declarations are.
      const en = facts.productNameEn
        ? attachments.save({
            fileName: `${facts.registrationNumber} ${facts.productNameEn} ${facts.productType}.pdf`,
            mime: 'application/pdf',
            businessType: 'EPD',
            bytes: report,
          })
        : null;
      execute(
        db,
        `INSERT INTO epds (id, registration_number, product_type, company_code, pcr_number, product_name_zh,
                           product_name_en, product_address_zh, product_address_en, route, gwp100, effective_date,
                           expiration_date, published_at, cn_attachment_id, en_attachment_id,
                           data_stubs_state, data_stubs_blocktime, data_stubs_txhash,
                           report_stubs_state, report_stubs_blocktime, report_stubs_txhash)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 3, ?, ?, 3, ?, ?)`,
        facts.epdId,
        facts.registrationNumber,
        facts.productType,
        facts.companyCode,
        facts.pcrNumber,
        facts.productNameZh,
        facts.productNameEn,
        address.zh,
        facts.productNameEn ? address.en : null,
        plan.route,
        facts.gwp100,
        facts.effectiveDate,
        facts.expirationDate,
        at,
        cn.id,
        en?.id ?? null,
        facts.dataBlockTime,
        facts.dataTxHash,
        facts.reportBlockTime,
        facts.reportTxHash,
      );
      execute(
        db,
        'UPDATE application_products SET epd_id = ?, epd_cn_attachment_id = ?, epd_en_attachment_id = ? WHERE id = ?',
        facts.epdId,
        cn.id,
        en?.id ?? null,
        plan.product.id,
      );
      fileCertificate(deps, plan.product.id, facts, certificate);
    });
    advanceToNode(db, applicationId, FlowNode.ReportRelease, at);
    execute(
      db,
      'UPDATE applications SET published_at = ?, updated_at = ? WHERE id = ?',
      at,
      at,
      applicationId,
    );
    const text = publishedMessage(
      plans.map((plan) => ({
        productName: plan.facts.productNameZh,
        productNameEn: plan.facts.productNameEn,
        registrationNumber: plan.facts.registrationNumber,
        epdId: plan.facts.epdId,
      })),
      application.productType,
    );
    sendInnerMessage(db, { userId: application.userId, zh: text.zh, en: text.en, sentAt: at });
  });
  return { epdIds: plans.map((plan) => plan.facts.epdId) };
}
