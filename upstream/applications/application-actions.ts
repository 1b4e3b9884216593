import type { DatabaseSync } from 'node:sqlite';
import { execute, queryOne } from '../db/sql.ts';
import { formatChinaDate } from '../http/china-calendar.ts';
import type { ProductType } from './application-states.ts';
import { ContractStatus, FlowNode, LcaValidateStatus, QuoteStatus } from './application-states.ts';
import { allocateCarbonApplicationId } from './carbon-application-ids.ts';

// Writing an application's state, one step at a time. Callers check that a step is allowed
// (the applicant's calls and the back office's dev operations refuse differently) and run these
// inside a transaction; the seed replays the same steps with past times.

export type NewApplicationProduct = {
  /** The product's own type and PCR (business.md 3 "Application form" items); default: the application's. */
  productType?: ProductType;
  pcrNumber?: string;
  productName: string;
  productCategoryId: number | null;
  technologyId: number | null;
  lcaAttachmentId: number | null;
  dataAttachmentId: number | null;
  epdTestAttachmentId: number | null;
};

export type NewApplication = {
  id?: number;
  userId: number;
  companyCode: string;
  companyName: string;
  pcrNumber: string;
  productType: ProductType;
  products: readonly NewApplicationProduct[];
  at: number;
};

/**
 * Stores an application and its products under an id of the carbon applications' one sequence
 * (the seed's own id when it names one); it reaches node 1 (EPD application) at once.
 */
export function createApplication(
  db: DatabaseSync,
  application: NewApplication,
): { id: number; productIds: number[] } {
  const id = allocateCarbonApplicationId(db, 'APPLICATION', application.id);
  execute(
    db,
    `INSERT INTO applications (id, user_id, company_code, company_name, pcr_number, product_type,
                               lca_validate_status, applied_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    application.userId,
    application.companyCode,
    application.companyName,
    application.pcrNumber,
    application.productType,
    LcaValidateStatus.AwaitingCheck,
    application.at,
    application.at,
  );
  const productIds = application.products.map((product, index) =>
    Number(
      execute(
        db,
        `INSERT INTO application_products (application_id, sort, product_type, pcr_number, product_name,
                                           product_category_id, technology_id, lca_attachment_id,
                                           data_attachment_id, epd_test_attachment_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        id,
        index + 1,
        product.productType ?? application.productType,
        product.pcrNumber ?? application.pcrNumber,
        product.productName,
        product.productCategoryId,
        product.technologyId,
        product.lcaAttachmentId,
        product.dataAttachmentId,
        product.epdTestAttachmentId,
      ).lastInsertRowid,
    ),
  );
  reachNodes(db, id, FlowNode.EpdApplication, application.at);
  return { id, productIds };
}

/** Marks `node` and every node before it reached (those already reached keep their day). */
export function reachNodes(db: DatabaseSync, applicationId: number, node: number, at: number): void {
  for (let step = 1; step <= node; step += 1) {
    execute(
      db,
      'INSERT OR IGNORE INTO application_nodes (application_id, node, reached_at) VALUES (?, ?, ?)',
      applicationId,
      step,
      at,
    );
  }
  touch(db, applicationId, at);
}

function touch(db: DatabaseSync, applicationId: number, at: number): void {
  execute(db, 'UPDATE applications SET updated_at = ? WHERE id = ?', at, applicationId);
}

function nextNumber(
  db: DatabaseSync,
  table: 'application_quotes' | 'application_contracts',
  applicationId: number,
): number {
  const row = queryOne<{ count: number }>(
    db,
    `SELECT COUNT(*) AS count FROM ${table} WHERE application_id = ?`,
    applicationId,
  );
  return (row?.count ?? 0) + 1;
}

/** "LCS-BJ-2026-0005-1": the platform's quote number (year, application, how many quotes so far). */
export function nextQuoteNumber(db: DatabaseSync, applicationId: number, at: number): string {
  const year = formatChinaDate(at).slice(0, 4);
  return `LCS-BJ-${year}-${String(applicationId).padStart(4, '0')}-${nextNumber(db, 'application_quotes', applicationId)}`;
}

/** "LCS-HT-2026-0005-1": the platform's contract number. */
export function nextContractNumber(db: DatabaseSync, applicationId: number, at: number): string {
  const year = formatChinaDate(at).slice(0, 4);
  return `LCS-HT-${year}-${String(applicationId).padStart(4, '0')}-${nextNumber(db, 'application_contracts', applicationId)}`;
}

/** A quote awaiting confirmation; its id is its own, not the application's (business.md 3). */
export function recordQuote(
  db: DatabaseSync,
  applicationId: number,
  quote: { id?: number; quoteNumber: string; amount: number; attachmentId: number; at: number },
): number {
  const { lastInsertRowid } = execute(
    db,
    `INSERT INTO application_quotes (id, application_id, quote_number, amount, status, attachment_id, sent_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    quote.id ?? null,
    applicationId,
    quote.quoteNumber,
    quote.amount,
    QuoteStatus.AwaitingConfirmation,
    quote.attachmentId,
    quote.at,
  );
  touch(db, applicationId, quote.at);
  return Number(lastInsertRowid);
}

export function answerQuote(
  db: DatabaseSync,
  applicationId: number,
  quoteId: number,
  status: typeof QuoteStatus.Confirmed | typeof QuoteStatus.Refused,
  at: number,
): void {
  execute(db, 'UPDATE application_quotes SET status = ?, answered_at = ? WHERE id = ?', status, at, quoteId);
  touch(db, applicationId, at);
}

/** A contract awaiting the customer's confirmation; the application reaches node 2 (contract generation). */
export function recordContract(
  db: DatabaseSync,
  applicationId: number,
  contract: { id?: number; contractNumber: string; attachmentId: number; at: number },
): number {
  const { lastInsertRowid } = execute(
    db,
    `INSERT INTO application_contracts (id, application_id, contract_number, status, attachment_id, sent_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    contract.id ?? null,
    applicationId,
    contract.contractNumber,
    ContractStatus.AwaitingConfirmation,
    contract.attachmentId,
    contract.at,
  );
  reachNodes(db, applicationId, FlowNode.ContractGeneration, contract.at);
  return Number(lastInsertRowid);
}

/** Signing starts the work: the application reaches node 3 (LCA calculation). */
export function answerContract(
  db: DatabaseSync,
  applicationId: number,
  contractId: number,
  status: typeof ContractStatus.Signed | typeof ContractStatus.Refused,
  at: number,
): void {
  execute(
    db,
    'UPDATE application_contracts SET status = ?, answered_at = ? WHERE id = ?',
    status,
    at,
    contractId,
  );
  if (status === ContractStatus.Signed) reachNodes(db, applicationId, FlowNode.LcaCalculation, at);
  else touch(db, applicationId, at);
}

export function requestLcaCorrection(
  db: DatabaseSync,
  applicationId: number,
  noteHtml: string | null,
  at: number,
): void {
  execute(
    db,
    `UPDATE applications SET lca_validate_status = ?, lca_correction_note = ?, lca_correction_at = ?, updated_at = ?
      WHERE id = ?`,
    LcaValidateStatus.CorrectionRequested,
    noteHtml,
    at,
    at,
    applicationId,
  );
}

/** The applicant confirms the corrected data: back to "awaiting the platform's check". */
export function confirmDataChange(db: DatabaseSync, applicationId: number, at: number): void {
  execute(
    db,
    'UPDATE applications SET lca_validate_status = ?, updated_at = ? WHERE id = ?',
    LcaValidateStatus.AwaitingCheck,
    at,
    applicationId,
  );
}

/** Moving past LCA calculation means the platform accepted the LCA data. */
export function advanceToNode(db: DatabaseSync, applicationId: number, node: number, at: number): void {
  reachNodes(db, applicationId, node, at);
  if (node > FlowNode.LcaCalculation) {
    execute(
      db,
      'UPDATE applications SET lca_validate_status = ?, lca_correction_note = NULL WHERE id = ?',
      LcaValidateStatus.Accepted,
      applicationId,
    );
  }
}

/** Which attachment column of a product an upload replaces. */
export type ProductFileColumn =
  | 'lca_attachment_id'
  | 'data_attachment_id'
  | 'epd_test_attachment_id'
  | 'epd_cn_attachment_id'
  | 'epd_en_attachment_id';

export function replaceProductFile(
  db: DatabaseSync,
  applicationId: number,
  productId: number,
  column: ProductFileColumn,
  attachmentId: number,
  at: number,
): void {
  execute(db, `UPDATE application_products SET ${column} = ? WHERE id = ?`, attachmentId, productId);
  touch(db, applicationId, at);
}
