import { readFileSync } from 'node:fs';
import type { VerifyStateValue } from '../../business/verification-requests.ts';
import {
  VERIFY_FEEDBACK_BUSINESS_TYPE,
  VerifyState,
  verificationFeedbackDocument,
} from '../../business/verification-requests.ts';
import type { MessageText } from '../../accounts/message-texts.ts';
import { execute, queryOne } from '../../db/sql.ts';
import { VERIFY_BUSINESS_TYPE } from '../../files/upload-rules.ts';
import { renderPdfsSync } from '../render/pdf/render-pdfs.ts';
import type { DocumentInput } from '../render/pdf/simple-document.ts';
import type { SeedModule } from '../seed-module.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const APPLICANT = 1; // 13800138000

type DemoRequest = {
  registrationNumber: string;
  fileName: string;
  userContact: string;
  userPosition: string;
  companyName: string;
  country: '中国' | '国外';
  province?: { code: string; name: string };
  city?: { code: string; name: string };
  userEmail: string;
  relational: 0 | 1 | 2;
  supplement?: string;
  remark?: string;
  state: VerifyStateValue;
  daysAgo: number;
  answer?: { daysAgo: number; feedback: MessageText };
};

// 13800138000's requests, one or more in each verify state, newest first. The file of a
// registered number is a copy of its published report; the unregistered one is a forgery.
const requests: readonly DemoRequest[] = [
  {
    registrationNumber: 'EPD-CN-2025-0009',
    fileName: 'EPD-CN-2025-0009 电炉热轧带肋钢筋 HRB400E.pdf',
    userContact: '021-26640000',
    userPosition: '采购经理',
    companyName: '宝山钢铁股份有限公司',
    country: '中国',
    province: { code: '310000', name: '上海市' },
    city: { code: '310113', name: '宝山区' },
    userEmail: 'purchase@baosteel-demo.example',
    relational: 0,
    supplement: '供应商随货提供的 EPD 文件。',
    remark: '请核实文件中的 GWP 数值与平台登记一致。',
    state: VerifyState.InVerification,
    daysAgo: 2,
  },
  {
    registrationNumber: 'EPD-CN-2025-0001',
    fileName: 'EPD-CN-2025-0001 Hot-rolled coil Q355B.pdf',
    userContact: '+49 40 3009 1200',
    userPosition: 'Sustainability manager',
    companyName: 'Baosteel Europe GmbH',
    country: '国外',
    userEmail: 'esg@baosteel-europe-demo.example',
    relational: 1,
    remark: 'Requested by a customer in Hamburg for a tender.',
    state: VerifyState.Succeeded,
    daysAgo: 12,
    answer: {
      daysAgo: 9,
      feedback: {
        zh: '经核验，该文件与平台登记的 EPD 一致：注册号、产品名称、GWP 数值与有效期均相符。',
        en: 'Verified: the file matches the EPD on record; registration number, product name, GWP and validity all agree.',
      },
    },
  },
  {
    registrationNumber: 'CFP-CN-2026-0004',
    fileName: 'CFP-CN-2026-0004 氢基竖炉低碳热轧钢卷.pdf',
    userContact: '021-58880000',
    userPosition: '碳管理主管',
    companyName: '宝山钢铁股份有限公司',
    country: '中国',
    province: { code: '310000', name: '上海市' },
    city: { code: '310115', name: '浦东新区' },
    userEmail: 'carbon@baosteel-demo.example',
    relational: 2,
    state: VerifyState.Succeeded,
    daysAgo: 25,
    answer: {
      daysAgo: 21,
      feedback: {
        zh: '核验通过：文件为平台发布的碳足迹声明，数据与报告均已上链存证。',
        en: 'Verified: the file is the carbon footprint declaration published on the platform; its data and report are anchored on the blockchain.',
      },
    },
  },
  {
    registrationNumber: 'EPD-CN-2024-0999',
    fileName: 'EPD-CN-2024-0999 热轧带肋钢筋.pdf',
    userContact: '13800138000',
    userPosition: '质量工程师',
    companyName: '宝山钢铁股份有限公司',
    country: '中国',
    province: { code: '320000', name: '江苏省' },
    city: { code: '320100', name: '南京市' },
    userEmail: 'quality@baosteel-demo.example',
    relational: 2,
    supplement: '项目投标文件中附带的 EPD。',
    state: VerifyState.Failed,
    daysAgo: 40,
    answer: {
      daysAgo: 36,
      feedback: {
        zh: '平台未登记注册号 EPD-CN-2024-0999，文件中的验证声明与平台记录不符，请向文件提供方核实。',
        en: 'No EPD with registration number EPD-CN-2024-0999 is registered on the platform, and the verification statement in the file does not match our records; please check with whoever provided it.',
      },
    },
  },
];

/** Demo verification requests of 13800138000 in each verify state, with files and feedback. No system messages: the seeded message counts stay as they are. */
export const verificationRequestsSeed: SeedModule = {
  name: 'verification-requests',
  run({ db, attachments }) {
    const now = Date.now();
    const publishedReport = (registrationNumber: string): Uint8Array | undefined => {
      const row = queryOne<{ attachmentId: number }>(
        db,
        'SELECT cn_attachment_id AS attachmentId FROM epds WHERE registration_number = ? AND withdrawn_at IS NULL',
        registrationNumber,
      );
      const record = row ? attachments.find(row.attachmentId) : undefined;
      return record ? readFileSync(attachments.absolutePath(record)) : undefined;
    };
    const backdate = (attachmentId: number, at: number): void => {
      execute(db, 'UPDATE attachments SET created_at = ? WHERE id = ?', at, attachmentId);
    };

    const forged = requests.filter((request) => !publishedReport(request.registrationNumber));
    const forgeries = renderPdfsSync(
      forged.map((request) => ({ kind: 'document', input: forgery(request) })),
    );

    // Oldest first, so ids grow with time as they would have.
    const stored = [...requests].reverse().map((request) => {
      const createdAt = now - request.daysAgo * DAY_MS;
      const bytes = publishedReport(request.registrationNumber) ?? forgeries[forged.indexOf(request)];
      if (!bytes) throw new Error(`No file for ${request.registrationNumber}`);
      const file = attachments.save({
        fileName: request.fileName,
        mime: 'application/pdf',
        bytes,
        businessType: VERIFY_BUSINESS_TYPE,
        uploadedBy: APPLICANT,
      });
      backdate(file.id, createdAt);
      const answeredAt = request.answer ? now - request.answer.daysAgo * DAY_MS : null;
      const { lastInsertRowid } = execute(
        db,
        `INSERT INTO verification_requests
           (user_id, user_contact, registration_number, user_position, company_name, country,
            province_code, province_name, city_code, city_name, user_email, relational, supplement,
            remark, verify_state, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        APPLICANT,
        request.userContact,
        request.registrationNumber,
        request.userPosition,
        request.companyName,
        request.country,
        request.province?.code ?? null,
        request.province?.name ?? null,
        request.city?.code ?? null,
        request.city?.name ?? null,
        request.userEmail,
        request.relational,
        request.supplement ?? null,
        request.remark ?? null,
        request.state,
        createdAt,
        answeredAt ?? createdAt,
      );
      const id = Number(lastInsertRowid);
      const row = execute(
        db,
        'INSERT INTO verification_attachments (verification_id, attachment_id, created_at) VALUES (?, ?, ?)',
        id,
        file.id,
        createdAt,
      );
      return { request, id, rowId: Number(row.lastInsertRowid), answeredAt };
    });

    // The platform's answers, drawn once the requests have their ids (printed on the PDF).
    const answered = stored.flatMap((entry) =>
      entry.request.answer && entry.answeredAt !== null
        ? [{ ...entry, feedback: entry.request.answer.feedback, answeredAt: entry.answeredAt }]
        : [],
    );
    const feedbackFiles = renderPdfsSync(
      answered.map((entry) => ({
        kind: 'document',
        input: verificationFeedbackDocument({
          id: entry.id,
          registrationNumber: entry.request.registrationNumber,
          companyName: entry.request.companyName,
          state: entry.request.state,
          feedback: entry.feedback,
          answeredAt: entry.answeredAt,
        }),
      })),
    );
    answered.forEach((entry, index) => {
      const bytes = feedbackFiles[index];
      if (!bytes) throw new Error(`No feedback PDF for ${entry.request.registrationNumber}`);
      const file = attachments.save({
        fileName: `EPD核验反馈-${entry.request.registrationNumber}.pdf`,
        mime: 'application/pdf',
        bytes,
        businessType: VERIFY_FEEDBACK_BUSINESS_TYPE,
        uploadedBy: APPLICANT,
      });
      backdate(file.id, entry.answeredAt);
      execute(
        db,
        `UPDATE verification_attachments
            SET feedback_at = ?, feedback_msg_zh = ?, feedback_msg_en = ?, feedback_attachment_id = ?
          WHERE id = ?`,
        entry.answeredAt,
        entry.feedback.zh,
        entry.feedback.en,
        file.id,
        entry.rowId,
      );
    });
  },
};

// The file behind an unregistered number: an "EPD" no one on the platform published.
function forgery(request: DemoRequest): DocumentInput {
  return {
    title: `环境产品声明 ${request.registrationNumber}`,
    subtitle: 'Environmental product declaration',
    reference: request.registrationNumber,
    issuer: '未知发布方 · Unknown issuer',
    date: '2024-03-18',
    language: 'zh-CN',
    accent: 'steel',
    blocks: [
      { kind: 'paragraph', text: '产品：热轧带肋钢筋 HRB400E。GWP（A1–A3）：388 kg CO2-eq/t。' },
      {
        kind: 'paragraph',
        text: '本声明已经独立第三方验证。This declaration has been independently verified.',
      },
    ],
  };
}
