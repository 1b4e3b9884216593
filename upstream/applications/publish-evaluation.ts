import type { DatabaseSync } from 'node:sqlite';
import { sendInnerMessage } from '../accounts/inner-messages.ts';
import type { UpstreamDeps } from '../context.ts';
import { execute, inTransaction, queryAll } from '../db/sql.ts';
import { formatChinaDate, validUntil } from '../http/china-calendar.ts';
import { drawEvaluationMark } from '../seed/render/carbon-mark.ts';
import type { DocumentInput } from '../seed/render/pdf/simple-document.ts';
import { renderPdfs } from '../seed/render/pdf/render-pdfs.ts';
import { OPERATOR_EN, OPERATOR_ZH } from './application-documents.ts';
import { EVALUATION_VALIDITY_YEARS } from './application-states.ts';
import { evaluationPublishedMessage } from './application-texts.ts';
import type { EvaluationItemRow, EvaluationRow } from './evaluation-records.ts';
import { findEvaluation, listEvaluationItems } from './evaluation-records.ts';

// Publishing a low-carbon-emission steel evaluation (the back office's last step): it gets a
// certificate number, a certificate (PDF) and a mark (PNG), which GET /n/carbon/downloadAttachment
// serves by the evaluation's id as CERT_PDF and MARK_IMG, as it does an EPD application's.

type StepNames = ReadonlyMap<string, { zh: string; en: string }>;

function processStepNames(db: DatabaseSync): StepNames {
  const rows = queryAll<{ code: string; zh: string; en: string }>(
    db,
    `SELECT item_code AS code, value_zh AS zh, value_en AS en FROM dict_items
      WHERE type_code = 'LCES_PROCESS_SELECTION'`,
  );
  return new Map(rows.map((row) => [row.code, { zh: row.zh, en: row.en }]));
}

type CertificateFacts = {
  certificateNumber: string;
  effectiveDate: string;
  expirationDate: string;
};

/** The evaluation certificate: the company, each product with its process steps, the validity. */
function certificateDocument(
  evaluation: EvaluationRow,
  items: readonly EvaluationItemRow[],
  steps: StepNames,
  facts: CertificateFacts,
): DocumentInput {
  const stepsOf = (item: EvaluationItemRow): string =>
    item.process
      .split(';')
      .filter(Boolean)
      .map((code) => {
        const name = steps.get(code);
        return name ? `${name.zh} ${name.en}` : code;
      })
      .join('\n');
  return {
    title: '低碳排放钢评价证书 Low-carbon-emission steel evaluation certificate',
    subtitle: `${facts.certificateNumber} · ${evaluation.companyName}`,
    reference: facts.certificateNumber,
    issuer: `${OPERATOR_ZH} / ${OPERATOR_EN}`,
    date: facts.effectiveDate,
    language: 'zh-CN',
    accent: 'green',
    keywords: ['certificate', '证书', 'low-carbon-emission steel', '低碳排放钢'],
    blocks: [
      { kind: 'heading', text: '证书信息 Certificate' },
      {
        kind: 'table',
        columns: [
          { header: '', width: 150 },
          { header: '', width: 330 },
        ],
        rows: [
          ['证书编号 Certificate No.', facts.certificateNumber],
          [
            '申请企业 Applicant',
            evaluation.companyCode
              ? `${evaluation.companyName}（${evaluation.companyCode}）`
              : evaluation.companyName,
          ],
          ['申请编号 Application No.', String(evaluation.id)],
          ['发证日期 Issued', facts.effectiveDate],
          ['有效期至 Valid until', facts.expirationDate],
        ],
      },
      { kind: 'heading', text: '评价产品 Products evaluated' },
      {
        kind: 'table',
        columns: [
          { header: '产品 Product', width: 190 },
          { header: '评价工序 Process steps', width: 290 },
        ],
        rows: items.map((item) => [item.productName, stepsOf(item)]),
      },
      {
        kind: 'paragraph',
        text: '经评价，上述产品在所列工序范围内符合《低碳排放钢评价标准》的要求。\nThe products above meet the Low-carbon-emission steel evaluation standard for the process steps listed.',
      },
      { kind: 'paragraph', text: '本文件为平台演示数据。Demo document of the platform.', muted: true },
    ],
  };
}

/**
 * Checks nothing about the evaluation's state (the caller did); draws the certificate and the mark,
 * then in one transaction files them, marks the evaluation published and tells the applicant.
 */
export async function publishEvaluation(deps: UpstreamDeps, evaluationId: number): Promise<void> {
  const { db, attachments } = deps;
  const at = deps.now();
  const evaluation = findEvaluation(db, evaluationId);
  if (!evaluation) throw new Error(`Evaluation ${evaluationId} vanished`);
  const items = listEvaluationItems(db, evaluation.id);
  const effectiveDate = formatChinaDate(at);
  const facts: CertificateFacts = {
    certificateNumber: `LCES-CN-${effectiveDate.slice(0, 4)}-${String(evaluation.id).padStart(4, '0')}`,
    effectiveDate,
    expirationDate: validUntil(effectiveDate, EVALUATION_VALIDITY_YEARS),
  };
  const [pdf] = await renderPdfs([
    { kind: 'document', input: certificateDocument(evaluation, items, processStepNames(db), facts) },
  ]);
  if (!pdf) throw new Error('The evaluation certificate was not drawn');
  const png = drawEvaluationMark(facts);

  inTransaction(db, () => {
    const current = findEvaluation(db, evaluationId);
    if (!current || current.publishedAt !== null) throw new Error('The evaluation was published meanwhile');
    const certificate = attachments.save({
      fileName: `${facts.certificateNumber} 低碳排放钢评价证书.pdf`,
      mime: 'application/pdf',
      businessType: 'CERT_PDF',
      bytes: pdf,
    });
    const mark = attachments.save({
      fileName: `${facts.certificateNumber} 低碳排放钢标识.png`,
      mime: 'image/png',
      businessType: 'MARK_IMG',
      bytes: png,
    });
    execute(
      db,
      `UPDATE lces_applications
          SET published_at = ?, certificate_number = ?, certificate_attachment_id = ?, mark_attachment_id = ?
        WHERE id = ?`,
      at,
      facts.certificateNumber,
      certificate.id,
      mark.id,
      evaluationId,
    );
    const text = evaluationPublishedMessage(
      items.map((item) => item.productName),
      facts.certificateNumber,
    );
    sendInnerMessage(db, { userId: evaluation.userId, zh: text.zh, en: text.en, sentAt: at });
  });
}
