import type { SQLInputValue } from 'node:sqlite';
import * as z from 'zod';
import { sendInnerMessage } from '../accounts/inner-messages.ts';
import { findUserByAccount } from '../accounts/users.ts';
import type { VerifyStateValue } from '../business/verification-requests.ts';
import {
  findVerification,
  toVerificationRecord,
  VERIFY_FEEDBACK_BUSINESS_TYPE,
  verificationAnsweredMessage,
  verificationAttachments,
  verificationFeedbackDocument,
} from '../business/verification-requests.ts';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { execute, inTransaction, queryAll } from '../db/sql.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { readJsonBody } from '../http/validate.ts';
import { renderPdfJob } from '../seed/render/pdf/pdf-jobs.ts';
import { positiveId } from './epd.ts';

// Dev operations of the verification business (DESIGN.md "Reference upstream"): the back office
// answers a verification request, and reads back what users sent (feedback, PCR and low-carbon
// steel applications). Registered by routes/dev.ts only with UPSTREAM_DEV_OPS=1.

const answerBody = z.object({
  verifyState: z.coerce
    .number()
    .int()
    .refine(
      (state): state is VerifyStateValue => state === 1 || state === 2 || state === 3,
      'verifyState: 1, 2 or 3',
    ),
  // Plain text (shown in a table cell and escaped into the system message).
  feedbackMsg: z.string().trim().min(1).max(500),
  feedbackMsgEn: z.string().trim().max(500).optional().nullable(),
});

export function registerVerificationDevRoutes(
  app: UpstreamApp,
  { db, attachments, now }: UpstreamDeps,
): void {
  // POST /__dev/verify/{id}/state – the back office sets a request's verify state (1 failed,
  // 2 succeeded, 3 in verification) with a feedback message; the platform draws a feedback
  // PDF for the applicant and tells them by system message (unread). Answers
  // {record, attachments, messageId} as the applicant would read them.
  app.post('/__dev/verify/:id/state', async (c) => {
    const body = await readJsonBody(c, answerBody);
    const id = positiveId(c.req.param('id'));
    const verification = id === null ? undefined : findVerification(db, id);
    if (!verification) throw notFound('Verification request not found');

    const at = now();
    const feedback = { zh: body.feedbackMsg, en: body.feedbackMsgEn || body.feedbackMsg };
    const state = body.verifyState;
    const pdf = await renderPdfJob({
      kind: 'document',
      input: verificationFeedbackDocument({
        id: verification.id,
        registrationNumber: verification.registrationNumber,
        companyName: verification.companyName,
        state,
        feedback,
        answeredAt: at,
      }),
    });

    const messageId = inTransaction(db, () => {
      // Filed as the applicant's file: private to them on every download route.
      const file = attachments.save({
        fileName: `EPD核验反馈-${verification.registrationNumber}.pdf`,
        mime: 'application/pdf',
        bytes: pdf,
        businessType: VERIFY_FEEDBACK_BUSINESS_TYPE,
        uploadedBy: verification.userId,
      });
      execute(
        db,
        'UPDATE verification_requests SET verify_state = ?, updated_at = ? WHERE id = ?',
        state,
        at,
        verification.id,
      );
      execute(
        db,
        `UPDATE verification_attachments
            SET feedback_at = ?, feedback_msg_zh = ?, feedback_msg_en = ?, feedback_attachment_id = ?
          WHERE verification_id = ?`,
        at,
        feedback.zh,
        body.feedbackMsgEn || null,
        file.id,
        verification.id,
      );
      const text = verificationAnsweredMessage(verification, state, feedback);
      return sendInnerMessage(db, { userId: verification.userId, zh: text.zh, en: text.en, sentAt: at });
    });

    const language = requestLanguage(c);
    const answered = findVerification(db, verification.id) ?? verification;
    return ok(c, {
      record: toVerificationRecord(db, answered, language),
      attachments: verificationAttachments(db, verification.id, language),
      messageId,
    });
  });

  // GET /__dev/verify?account= – every verification request (of one account), newest first.
  app.get('/__dev/verify', (c) => {
    const rows = queryAll<{ id: number }>(
      db,
      `SELECT id FROM verification_requests ${accountFilter(c.req.query('account'))} ORDER BY created_at DESC, id DESC LIMIT 100`,
      ...accountParams(c.req.query('account')),
    );
    const language = requestLanguage(c);
    return ok(
      c,
      rows.flatMap((row) => {
        const verification = findVerification(db, row.id);
        return verification
          ? [{ userId: verification.userId, ...toVerificationRecord(db, verification, language) }]
          : [];
      }),
    );
  });

  // GET /__dev/feedback?account= – the feedback users sent (POST /p/suggest/save), newest first.
  app.get('/__dev/feedback', (c) => {
    const account = c.req.query('account');
    return ok(
      c,
      queryAll(
        db,
        `SELECT id, user_id AS userId, (SELECT user_account FROM users u WHERE u.id = user_id) AS userAccount,
                company_name AS companyName, nickname, phone, mail, information, created_at AS createdAt
           FROM feedback ${accountFilter(account)} ORDER BY id DESC LIMIT 100`,
        ...accountParams(account),
      ),
    );
  });

  // GET /__dev/pcr/applications?account= – PCR applications (POST p/pcr/insert), newest first.
  app.get('/__dev/pcr/applications', (c) => {
    const account = c.req.query('account');
    return ok(
      c,
      queryAll(
        db,
        `SELECT id, user_id AS userId, company_name AS productName, product, created_at AS createdAt
           FROM pcr_applications ${accountFilter(account)} ORDER BY id DESC LIMIT 100`,
        ...accountParams(account),
      ),
    );
  });

  // GET /__dev/carbon/applications?account= – low-carbon-emission steel applications
  // (POST /n/carbon/addApplication) with their products, newest first.
  app.get('/__dev/carbon/applications', (c) => {
    const account = c.req.query('account');
    const applications = queryAll<{
      id: number;
      userId: number;
      companyName: string;
      introduction: string;
      createdAt: number;
    }>(
      db,
      `SELECT id, user_id AS userId, company_name AS companyName, introduction, created_at AS createdAt
         FROM lces_applications ${accountFilter(account)} ORDER BY id DESC LIMIT 100`,
      ...accountParams(account),
    );
    return ok(
      c,
      applications.map((application) => ({
        ...application,
        items: queryAll(
          db,
          `SELECT id, product_name AS productName, process, attachment_id AS attachmentId
             FROM lces_application_items WHERE application_id = ? ORDER BY sort`,
          application.id,
        ),
      })),
    );
  });

  // The account filter of the GETs above: an unknown account matches nothing.
  function accountFilter(account: string | undefined): string {
    return account ? 'WHERE user_id = ?' : '';
  }
  function accountParams(account: string | undefined): SQLInputValue[] {
    if (!account) return [];
    return [findUserByAccount(db, account)?.id ?? -1];
  }
}
