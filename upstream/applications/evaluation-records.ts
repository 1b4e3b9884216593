import type { DatabaseSync } from 'node:sqlite';
import { queryAll, queryOne } from '../db/sql.ts';
import { formatChinaDateTime } from '../http/china-date-time.ts';
import type { Language } from '../http/language.ts';
import type { Viewer } from './application-records.ts';
import { canSee } from './application-records.ts';
import { PublishStatus } from './application-states.ts';

// Low-carbon-emission steel evaluations (POST /n/carbon/addApplication, business.md 2.2, 3) as
// carbon applications: read, and shaped as GET /n/carbon/list lists them.

export type EvaluationRow = {
  id: number;
  userId: number;
  companyCode: string | null;
  companyName: string;
  introduction: string;
  createdAt: number;
  publishedAt: number | null;
  certificateNumber: string | null;
  certificateAttachmentId: number | null;
  markAttachmentId: number | null;
};

export type EvaluationItemRow = {
  id: number;
  sort: number;
  productName: string;
  /** LCES_PROCESS_SELECTION item codes joined with ';'. */
  process: string;
  attachmentId: number;
};

const EVALUATION_COLUMNS = `id, user_id AS userId, company_code AS companyCode, company_name AS companyName,
  introduction, created_at AS createdAt, published_at AS publishedAt, certificate_number AS certificateNumber,
  certificate_attachment_id AS certificateAttachmentId, mark_attachment_id AS markAttachmentId`;

export function findEvaluation(db: DatabaseSync, id: number): EvaluationRow | undefined {
  return queryOne<EvaluationRow>(db, `SELECT ${EVALUATION_COLUMNS} FROM lces_applications WHERE id = ?`, id);
}

/** An evaluation the viewer may see (theirs or their company's), else undefined. */
export function findVisibleEvaluation(
  db: DatabaseSync,
  viewer: Viewer,
  id: number,
): EvaluationRow | undefined {
  const evaluation = findEvaluation(db, id);
  return evaluation && canSee(viewer, evaluation) ? evaluation : undefined;
}

export function listEvaluationItems(db: DatabaseSync, evaluationId: number): EvaluationItemRow[] {
  return queryAll<EvaluationItemRow>(
    db,
    `SELECT id, sort, product_name AS productName, process, attachment_id AS attachmentId
       FROM lces_application_items WHERE application_id = ? ORDER BY sort, id`,
    evaluationId,
  );
}

/** The viewer's evaluations and their company's, newest first. */
export function visibleEvaluations(db: DatabaseSync, viewer: Viewer): EvaluationRow[] {
  return queryAll<EvaluationRow>(
    db,
    `SELECT ${EVALUATION_COLUMNS} FROM lces_applications
      WHERE user_id = ? OR company_code = ?
      ORDER BY created_at DESC, id DESC`,
    viewer.userId,
    viewer.companyCode,
  );
}

/**
 * business.md 3, "Carbon application list item", exactly: an evaluation names no PCR (pcrName
 * null, which tells it from an EPD or CFP application, whose form requires one).
 */
export function evaluationListItem(db: DatabaseSync, evaluation: EvaluationRow, language: Language) {
  return {
    id: evaluation.id,
    productName: listEvaluationItems(db, evaluation.id)
      .map((item) => item.productName)
      .join(language === 'en' ? ', ' : '、'),
    applyTime: formatChinaDateTime(evaluation.createdAt),
    publishStatus: evaluation.publishedAt !== null ? PublishStatus.Published : PublishStatus.NotPublished,
    pcrName: null,
  };
}
