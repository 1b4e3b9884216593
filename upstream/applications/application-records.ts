import type { DatabaseSync } from 'node:sqlite';
import { CompanyStatus, findUserCompany } from '../accounts/user-companies.ts';
import { queryAll, queryOne } from '../db/sql.ts';
import type { AttachmentStore } from '../files/attachment-store.ts';
import { formatChinaDateTime } from '../http/china-date-time.ts';
import type { Language } from '../http/language.ts';
import { localise } from '../http/language.ts';
import { documentFileName } from './application-documents.ts';
import type { ProductType } from './application-states.ts';
import { ContractStatus, FLOW_NODES, PublishStatus, QuoteStatus } from './application-states.ts';

// Reading applications and shaping them as the contract answers them (upstream/README.md,
// "Applications"). Writing is in application-actions.ts.

export type ApplicationRow = {
  id: number;
  userId: number;
  companyCode: string;
  companyName: string;
  pcrNumber: string;
  productType: ProductType;
  lcaValidateStatus: number;
  lcaCorrectionNote: string | null;
  lcaCorrectionAt: number | null;
  appliedAt: number;
  publishedAt: number | null;
  updatedAt: number;
};

export type ProductRow = {
  id: number;
  applicationId: number;
  sort: number;
  /** The product's own type and PCR (business.md 3 "Application form" items). */
  productType: ProductType;
  pcrNumber: string;
  productName: string;
  productCategoryId: number | null;
  technologyId: number | null;
  lcaAttachmentId: number | null;
  dataAttachmentId: number | null;
  epdTestAttachmentId: number | null;
  epdCnAttachmentId: number | null;
  epdEnAttachmentId: number | null;
  epdId: number | null;
  certificateAttachmentId: number | null;
  markAttachmentId: number | null;
};

export type QuoteRow = {
  id: number;
  applicationId: number;
  quoteNumber: string;
  amount: number;
  status: number;
  attachmentId: number;
  sentAt: number;
  answeredAt: number | null;
};

export type ContractRow = {
  id: number;
  applicationId: number;
  contractNumber: string;
  status: number;
  attachmentId: number;
  sentAt: number;
  answeredAt: number | null;
};

const APPLICATION_COLUMNS = `id, user_id AS userId, company_code AS companyCode, company_name AS companyName,
  pcr_number AS pcrNumber, product_type AS productType, lca_validate_status AS lcaValidateStatus,
  lca_correction_note AS lcaCorrectionNote, lca_correction_at AS lcaCorrectionAt, applied_at AS appliedAt,
  published_at AS publishedAt, updated_at AS updatedAt`;

const PRODUCT_COLUMNS = `id, application_id AS applicationId, sort, product_type AS productType,
  pcr_number AS pcrNumber, product_name AS productName,
  product_category_id AS productCategoryId, technology_id AS technologyId, lca_attachment_id AS lcaAttachmentId,
  data_attachment_id AS dataAttachmentId, epd_test_attachment_id AS epdTestAttachmentId,
  epd_cn_attachment_id AS epdCnAttachmentId, epd_en_attachment_id AS epdEnAttachmentId, epd_id AS epdId,
  certificate_attachment_id AS certificateAttachmentId, mark_attachment_id AS markAttachmentId`;

export function findApplication(db: DatabaseSync, id: number): ApplicationRow | undefined {
  return queryOne<ApplicationRow>(db, `SELECT ${APPLICATION_COLUMNS} FROM applications WHERE id = ?`, id);
}

export function listProducts(db: DatabaseSync, applicationId: number): ProductRow[] {
  return queryAll<ProductRow>(
    db,
    `SELECT ${PRODUCT_COLUMNS} FROM application_products WHERE application_id = ? ORDER BY sort, id`,
    applicationId,
  );
}

export function findProduct(db: DatabaseSync, id: number): ProductRow | undefined {
  return queryOne<ProductRow>(db, `SELECT ${PRODUCT_COLUMNS} FROM application_products WHERE id = ?`, id);
}

export function latestQuote(db: DatabaseSync, applicationId: number): QuoteRow | undefined {
  return queryOne<QuoteRow>(
    db,
    `SELECT id, application_id AS applicationId, quote_number AS quoteNumber, amount, status,
            attachment_id AS attachmentId, sent_at AS sentAt, answered_at AS answeredAt
       FROM application_quotes WHERE application_id = ? ORDER BY id DESC LIMIT 1`,
    applicationId,
  );
}

export function findQuote(db: DatabaseSync, id: number): QuoteRow | undefined {
  return queryOne<QuoteRow>(
    db,
    `SELECT id, application_id AS applicationId, quote_number AS quoteNumber, amount, status,
            attachment_id AS attachmentId, sent_at AS sentAt, answered_at AS answeredAt
       FROM application_quotes WHERE id = ?`,
    id,
  );
}

export function latestContract(db: DatabaseSync, applicationId: number): ContractRow | undefined {
  return queryOne<ContractRow>(
    db,
    `SELECT id, application_id AS applicationId, contract_number AS contractNumber, status,
            attachment_id AS attachmentId, sent_at AS sentAt, answered_at AS answeredAt
       FROM application_contracts WHERE application_id = ? ORDER BY id DESC LIMIT 1`,
    applicationId,
  );
}

/** node → when it was reached. */
export function reachedNodes(db: DatabaseSync, applicationId: number): Map<number, number> {
  const rows = queryAll<{ node: number; reachedAt: number }>(
    db,
    'SELECT node, reached_at AS reachedAt FROM application_nodes WHERE application_id = ?',
    applicationId,
  );
  return new Map(rows.map((row) => [row.node, row.reachedAt]));
}

export function currentNode(nodes: ReadonlyMap<number, number>): number {
  return Math.max(0, ...nodes.keys());
}

export function quoteStatusOf(quote: QuoteRow | undefined): number {
  return quote?.status ?? QuoteStatus.NotQuoted;
}

export function contractStatusOf(contract: ContractRow | undefined, quote: QuoteRow | undefined): number {
  if (contract) return contract.status;
  return quote?.status === QuoteStatus.Confirmed
    ? ContractStatus.NotInitiatedForNow
    : ContractStatus.NotInitiated;
}

/**
 * Who looks at applications: the user, and the credit code of their company while it is
 * authenticated. A user sees the applications they made and every application of their
 * authenticated company (colleagues share them); nobody else's.
 */
export type Viewer = { userId: number; companyCode: string | null };

export function viewerOf(db: DatabaseSync, userId: number): Viewer {
  const company = findUserCompany(db, userId);
  const authenticated = company?.companyStatus === CompanyStatus.Authenticated && company.companyCode;
  return { userId, companyCode: authenticated ? company.companyCode : null };
}

/** Who an application or a low-carbon steel evaluation belongs to: its applicant and their company then. */
export type ApplicationOwner = { userId: number; companyCode: string | null };

export function canSee(viewer: Viewer, application: ApplicationOwner): boolean {
  return (
    application.userId === viewer.userId ||
    (viewer.companyCode !== null && application.companyCode === viewer.companyCode)
  );
}

/** The viewer's applications, newest first, optionally of one product type. */
export function visibleApplications(
  db: DatabaseSync,
  viewer: Viewer,
  productType: ProductType | undefined,
): ApplicationRow[] {
  return queryAll<ApplicationRow>(
    db,
    `SELECT ${APPLICATION_COLUMNS} FROM applications
      WHERE (user_id = ? OR company_code = ?) AND (? IS NULL OR product_type = ?)
      ORDER BY applied_at DESC, id DESC`,
    viewer.userId,
    viewer.companyCode,
    productType ?? null,
    productType ?? null,
  );
}

type PcrNames = { zh: string; en: string };

function pcrNames(db: DatabaseSync, pcrNumber: string): PcrNames {
  const row = queryOne<PcrNames>(
    db,
    'SELECT product_name_zh AS zh, product_name_en AS en FROM pcrs WHERE pcr_number = ?',
    pcrNumber,
  );
  return row ?? { zh: pcrNumber, en: pcrNumber };
}

function registrationNumber(db: DatabaseSync, epdId: number | null): string | null {
  if (epdId === null) return null;
  return (
    queryOne<{ number: string }>(db, 'SELECT registration_number AS number FROM epds WHERE id = ?', epdId)
      ?.number ?? null
  );
}

const time = (epochMs: number | null | undefined): string | null =>
  epochMs === null || epochMs === undefined ? null : formatChinaDateTime(epochMs);

/** The names of an application's products, as one line (the list item's productName). */
export function productNames(products: readonly ProductRow[]): string[] {
  return products.map((product) => product.productName);
}

/** business.md 3, "Carbon application list item", with the flow, the quote, the contract and the LCA check. */
export function applicationListItem(db: DatabaseSync, application: ApplicationRow, language: Language) {
  const products = listProducts(db, application.id);
  const nodes = reachedNodes(db, application.id);
  const quote = latestQuote(db, application.id);
  const contract = latestContract(db, application.id);
  const pcr = pcrNames(db, application.pcrNumber);
  const published = application.publishedAt !== null;
  return {
    id: application.id,
    applyId: application.id,
    productName: productNames(products).join(language === 'en' ? ', ' : '、'),
    productType: application.productType,
    pcrNumber: application.pcrNumber,
    pcrName: localise(language, pcr.zh, pcr.en),
    companyName: application.companyName,
    applyTime: formatChinaDateTime(application.appliedAt),
    publishStatus: published ? PublishStatus.Published : PublishStatus.NotPublished,
    publishTime: time(application.publishedAt),
    currentNode: currentNode(nodes),
    nodes: FLOW_NODES.map((definition) => ({
      node: definition.node,
      code: definition.code,
      name: language === 'en' ? definition.en : definition.zh,
      reached: nodes.has(definition.node),
      reachedTime: time(nodes.get(definition.node)),
    })),
    quoteStatus: quoteStatusOf(quote),
    quoteId: quote?.id ?? null,
    contractStatus: contractStatusOf(contract, quote),
    contractId: contract?.id ?? null,
    lcaValidateStatus: application.lcaValidateStatus,
    lcaCorrectionNote: application.lcaCorrectionNote,
    products: products.map((product) => ({
      id: product.id,
      productName: product.productName,
      productType: product.productType,
      pcrNumber: product.pcrNumber,
      epdId: product.epdId,
      epdRegistrationNumber: registrationNumber(db, product.epdId),
      certificateAvailable: product.certificateAttachmentId !== null,
      markAvailable: product.markAttachmentId !== null,
    })),
  };
}

export type ApplicationListItem = ReturnType<typeof applicationListItem>;

type TechnologyNames = { zh: string; en: string };

/** business.md 3, "Application detail per product" (POST /p/epd/apply), one per product. */
export function productDetail(
  db: DatabaseSync,
  attachments: AttachmentStore,
  application: ApplicationRow,
  product: ProductRow,
  language: Language,
) {
  const technology =
    product.technologyId === null
      ? undefined
      : queryOne<TechnologyNames>(
          db,
          'SELECT name_zh AS zh, name_en AS en FROM lca_technologies WHERE id = ?',
          product.technologyId,
        );
  const files: [string, number | null][] = [
    ['lcaAttachmentCn', product.lcaAttachmentId],
    ['dataAttachment', product.dataAttachmentId],
    ['epdAttachmentTest', product.epdTestAttachmentId],
    ['epdAttachmentCn', product.epdCnAttachmentId],
    ['epdAttachmentEn', product.epdEnAttachmentId],
  ];
  return {
    applyId: application.id,
    id: product.id,
    productName: product.productName,
    productType: product.productType,
    pcrNumber: product.pcrNumber,
    productCategoryId: product.productCategoryId,
    technologyId: product.technologyId,
    technologyName: technology ? localise(language, technology.zh, technology.en) : null,
    lcaAttachmentCn: product.lcaAttachmentId,
    dataAttachment: product.dataAttachmentId,
    epdAttachmentTest: product.epdTestAttachmentId,
    epdAttachmentCn: product.epdCnAttachmentId,
    epdAttachmentEn: product.epdEnAttachmentId,
    attachments: files.flatMap(([field, id]) => {
      const record = id === null ? undefined : attachments.find(id);
      return record
        ? [
            {
              field,
              attachmentId: record.id,
              fileName: record.fileName,
              size: record.size,
              uploadDate: formatChinaDateTime(record.createdAt),
            },
          ]
        : [];
    }),
    lcaValidateStatus: application.lcaValidateStatus,
    lcaCorrectionNote: application.lcaCorrectionNote,
    publishStatus: application.publishedAt !== null ? PublishStatus.Published : PublishStatus.NotPublished,
    epdId: product.epdId,
    epdRegistrationNumber: registrationNumber(db, product.epdId),
  };
}

/** business.md 3, "Service quote" (POST /p/price/info, …): `id` is the quote's own, which confirm and refuse take. */
export function quoteAnswer(
  attachments: AttachmentStore,
  application: ApplicationRow,
  quote: QuoteRow | undefined,
  language: Language = 'zh',
) {
  return {
    id: quote?.id ?? null,
    applyId: application.id,
    quoteNumber: quote?.quoteNumber ?? null,
    status: quoteStatusOf(quote),
    amount: quote?.amount ?? null,
    currency: 'CNY',
    attachmentPdfId: quote?.attachmentId ?? null,
    attachmentName:
      quote && attachments.find(quote.attachmentId)
        ? documentFileName('QUOTE', quote.quoteNumber, language)
        : null,
    quoteTime: time(quote?.sentAt),
    answerTime: time(quote?.answeredAt),
  };
}

/** business.md 3, "Contract": the file only once the status is above 1 (business.md 4). */
export function contractAnswer(
  attachments: AttachmentStore,
  application: ApplicationRow,
  contract: ContractRow | undefined,
  quote: QuoteRow | undefined,
  language: Language = 'zh',
) {
  const status = contractStatusOf(contract, quote);
  const file =
    contract && status > ContractStatus.NotInitiatedForNow
      ? attachments.find(contract.attachmentId)
      : undefined;
  return {
    id: contract?.id ?? null,
    applyId: application.id,
    contractNumber: contract?.contractNumber ?? null,
    status,
    contractAttachmentVO:
      contract && file
        ? { name: documentFileName('CONTRACT', contract.contractNumber, language), attachmentId: file.id }
        : null,
    sendTime: time(contract?.sentAt),
    answerTime: time(contract?.answeredAt),
  };
}
