import type { DatabaseSync } from 'node:sqlite';
import { findRegion } from '../accounts/regions.ts';
import type { MessageText } from '../accounts/message-texts.ts';
import { queryAll, queryOne } from '../db/sql.ts';
import { formatChinaDate } from '../http/china-calendar.ts';
import { formatChinaDateTime } from '../http/china-date-time.ts';
import { escapeHtml } from '../http/html.ts';
import type { Language } from '../http/language.ts';
import { localise } from '../http/language.ts';
import type { DocumentInput } from '../seed/render/pdf/simple-document.ts';

// EPD verification requests (business.md 2.2, 3, 4): a user asks the platform whether an EPD
// file they were given is genuine; the back office answers with a state, a message and a PDF.

/** business.md 4 "Verify state". */
export const VerifyState = { Failed: 1, Succeeded: 2, InVerification: 3 } as const;
export type VerifyStateValue = (typeof VerifyState)[keyof typeof VerifyState];

/** business.md 3: relationalId / relational, the EPD holder's relation to the applicant. */
export const Relational = { Supplier: 0, Customer: 1, Other: 2 } as const;

/** business.md 3: the form's two countries, stored and answered as these words in both languages. */
export const COUNTRIES = ['中国', '国外'] as const;
export const CHINA = '中国';

/** The business type of the platform's feedback PDF; filed as the applicant's, so private to them. */
export const VERIFY_FEEDBACK_BUSINESS_TYPE = 'EPD_VERIFY_FEEDBACK';

export type VerificationRow = {
  id: number;
  userId: number;
  userContact: string;
  registrationNumber: string;
  userPosition: string | null;
  companyName: string;
  country: string | null;
  provinceCode: string | null;
  provinceName: string | null;
  cityCode: string | null;
  cityName: string | null;
  userEmail: string;
  relational: number;
  supplement: string | null;
  remark: string | null;
  verifyState: number;
  createdAt: number;
  updatedAt: number;
  productNameZh: string | null;
  productNameEn: string | null;
};

// The published declaration with the same registration number, if any: its product name helps
// the applicant recognise the request (a fake number simply has none).
const VERIFICATION_FROM = `
  SELECT v.id, v.user_id AS userId, v.user_contact AS userContact,
         v.registration_number AS registrationNumber, v.user_position AS userPosition,
         v.company_name AS companyName, v.country, v.province_code AS provinceCode,
         v.province_name AS provinceName, v.city_code AS cityCode, v.city_name AS cityName,
         v.user_email AS userEmail, v.relational, v.supplement, v.remark, v.verify_state AS verifyState,
         v.created_at AS createdAt, v.updated_at AS updatedAt,
         e.product_name_zh AS productNameZh, e.product_name_en AS productNameEn
    FROM verification_requests v
    LEFT JOIN epds e ON e.registration_number = v.registration_number AND e.withdrawn_at IS NULL`;

/** One of the user's requests, or undefined (someone else's reads as missing). */
export function findVerification(db: DatabaseSync, id: number, userId?: number): VerificationRow | undefined {
  const row = queryOne<VerificationRow>(db, `${VERIFICATION_FROM} WHERE v.id = ?`, id);
  return row && (userId === undefined || row.userId === userId) ? row : undefined;
}

export function listVerifications(
  db: DatabaseSync,
  userId: number,
  pageSize: number,
  offset: number,
): { rows: VerificationRow[]; total: number } {
  const rows = queryAll<VerificationRow>(
    db,
    `${VERIFICATION_FROM} WHERE v.user_id = ? ORDER BY v.created_at DESC, v.id DESC LIMIT ? OFFSET ?`,
    userId,
    pageSize,
    offset,
  );
  const total = queryOne<{ count: number }>(
    db,
    'SELECT COUNT(*) AS count FROM verification_requests WHERE user_id = ?',
    userId,
  );
  return { rows, total: total?.count ?? 0 };
}

/** business.md 3 "Verification record", plus what the detail page shows beside it. */
export function toVerificationRecord(db: DatabaseSync, row: VerificationRow, language: Language) {
  const regionName = (code: string | null, stored: string | null): string | null => {
    if (!code) return null;
    const region = findRegion(db, code);
    return region ? localise(language, region.nameZh, region.nameEn) : stored;
  };
  const region = [row.provinceCode, row.cityCode].filter((code): code is string => code !== null);
  const names = [regionName(row.provinceCode, row.provinceName), regionName(row.cityCode, row.cityName)];
  return {
    id: row.id,
    epdRegistrationNumber: row.registrationNumber,
    /** The published EPD's product name in the request's language; null when none has the number. */
    productName: row.productNameZh === null ? null : localise(language, row.productNameZh, row.productNameEn),
    userPosition: row.userPosition,
    companyName: row.companyName,
    country: row.country,
    region,
    regionName: names.filter((name): name is string => name !== null).join(' ') || null,
    userEmail: row.userEmail,
    userContact: row.userContact,
    relational: row.relational,
    verifyState: row.verifyState,
    supplement: row.supplement,
    remark: row.remark,
    createTime: formatChinaDateTime(row.createdAt),
  };
}

type AttachmentRow = {
  attachmentId: number;
  fileName: string;
  uploadedAt: number;
  feedbackAt: number | null;
  feedbackMsgZh: string | null;
  feedbackMsgEn: string | null;
  feedbackAttachmentId: number | null;
  feedbackFileName: string | null;
};

/** business.md 3 "Attachment": the request's files with the platform's feedback on them. */
export function verificationAttachments(db: DatabaseSync, verificationId: number, language: Language) {
  const rows = queryAll<AttachmentRow>(
    db,
    `SELECT va.attachment_id AS attachmentId, a.file_name AS fileName, a.created_at AS uploadedAt,
            va.feedback_at AS feedbackAt, va.feedback_msg_zh AS feedbackMsgZh,
            va.feedback_msg_en AS feedbackMsgEn, va.feedback_attachment_id AS feedbackAttachmentId,
            f.file_name AS feedbackFileName
       FROM verification_attachments va
       JOIN attachments a ON a.id = va.attachment_id
       LEFT JOIN attachments f ON f.id = va.feedback_attachment_id
      WHERE va.verification_id = ?
      ORDER BY va.id`,
    verificationId,
  );
  return rows.map((row) => ({
    /** The applicant's file: GET /p/attachment/download/{id}, or the preview by token. */
    id: row.attachmentId,
    fileName: row.fileName,
    uploadDate: formatChinaDateTime(row.uploadedAt),
    feedbackTime: row.feedbackAt === null ? null : formatChinaDateTime(row.feedbackAt),
    feedbackMsg: row.feedbackMsgZh === null ? null : localise(language, row.feedbackMsgZh, row.feedbackMsgEn),
    /** The platform's feedback PDF, downloaded the same way; null until the platform answers. */
    feedbackAttachmentId: row.feedbackAttachmentId,
    feedbackFileName: row.feedbackFileName,
  }));
}

// What happened to the request, as a clause of the system message and as the PDF's result line.
const STATE_TEXT: Record<VerifyStateValue, MessageText> = {
  [VerifyState.Failed]: { zh: '核验未通过', en: 'could not be confirmed as genuine' },
  [VerifyState.Succeeded]: { zh: '核验通过', en: 'was confirmed genuine' },
  [VerifyState.InVerification]: { zh: '已进入核验', en: 'is being checked' },
};
const STATE_LABEL: Record<VerifyStateValue, MessageText> = {
  [VerifyState.Failed]: { zh: '核验未通过', en: 'Not confirmed' },
  [VerifyState.Succeeded]: { zh: '核验通过', en: 'Confirmed genuine' },
  [VerifyState.InVerification]: { zh: '核验中', en: 'Being checked' },
};

/** The system message the applicant gets when the platform answers (plain-text feedback, escaped). */
export function verificationAnsweredMessage(
  verification: { id: number; registrationNumber: string },
  state: VerifyStateValue,
  feedback: MessageText,
): MessageText {
  const number = escapeHtml(verification.registrationNumber);
  const link = `/myDetails?id=${verification.id}`;
  return {
    zh: `<p>您提交的 EPD 核验申请（注册号 <strong>${number}</strong>）${STATE_TEXT[state].zh}。</p><p>平台反馈：${escapeHtml(feedback.zh)}</p><p><a href="${link}">查看核验详情</a></p>`,
    en: `<p>The EPD <strong>${number}</strong> you asked us to check ${STATE_TEXT[state].en}.</p><p>Feedback: ${escapeHtml(feedback.en)}</p><p><a href="${link}">See the authenticity check</a></p>`,
  };
}

/** The feedback PDF (bilingual), drawn by the render code the seed uses. */
export function verificationFeedbackDocument(input: {
  id: number;
  registrationNumber: string;
  companyName: string;
  state: VerifyStateValue;
  feedback: MessageText;
  answeredAt: number;
}): DocumentInput {
  const date = formatChinaDate(input.answeredAt);
  return {
    title: 'EPD 核验反馈 · EPD authenticity check feedback',
    subtitle: `注册号 Registration number ${input.registrationNumber}`,
    reference: `VERIFY-${String(input.id).padStart(6, '0')}`,
    issuer: '低碳钢 EPD 平台 · Low-Carbon Steel EPD Platform',
    date,
    language: 'zh-CN',
    accent: input.state === VerifyState.Succeeded ? 'green' : 'steel',
    blocks: [
      {
        kind: 'table',
        columns: [
          { header: '项目 Item', width: 170 },
          { header: '内容 Value', width: 310 },
        ],
        rows: [
          ['注册号 Registration number', input.registrationNumber],
          ['申请单位 Applicant', input.companyName],
          ['核验结果 Result', `${STATE_LABEL[input.state].zh} · ${STATE_LABEL[input.state].en}`],
          ['反馈日期 Date', date],
        ],
      },
      { kind: 'heading', text: '平台反馈 Feedback' },
      { kind: 'paragraph', text: input.feedback.zh },
      ...(input.feedback.en === input.feedback.zh
        ? []
        : [{ kind: 'paragraph' as const, text: input.feedback.en }]),
      {
        kind: 'paragraph',
        muted: true,
        text: '本反馈仅针对申请人提交的文件与平台登记信息的一致性。This feedback covers only whether the file submitted matches the platform record.',
      },
    ],
    keywords: ['EPD', 'verification', input.registrationNumber],
  };
}
