import * as z from 'zod';
import { sendInnerMessage } from '../accounts/inner-messages.ts';
import { companyApprovedMessage, companyRejectedMessage } from '../accounts/message-texts.ts';
import { CompanyStatus, companyAnswer, findUserCompany } from '../accounts/user-companies.ts';
import { findUserById } from '../accounts/users.ts';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { execute, inTransaction } from '../db/sql.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { readJsonBody } from '../http/validate.ts';

// Dev operations of company authentication (DESIGN.md "Reference upstream"): what the
// back office does with a submitted form. Registered by routes/dev.ts only with
// UPSTREAM_DEV_OPS=1.

const reviewBody = z.object({
  companyStatus: z.coerce.number().int().min(1).max(2),
  // HTML, shown in the message (and kept on the company) when the status is 2.
  reason: z.string().trim().max(5000).optional(),
});

export function registerCompanyDevRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
  // POST /__dev/companies/{userId}/review – approves (1) or turns down (2, with an HTML
  // reason) the user's company authentication, and tells the user by system message.
  // Approval puts the credit code on the user (as login answers it); 2 takes it off.
  app.post('/__dev/companies/:userId/review', async (c) => {
    const body = await readJsonBody(c, reviewBody);
    const userId = Number(c.req.param('userId'));
    const user = Number.isSafeInteger(userId) ? findUserById(db, userId) : undefined;
    if (!user) throw notFound('User not found');
    const company = findUserCompany(db, user.id);
    if (!company) throw notFound('The user has not submitted a company authentication');

    const approved = body.companyStatus === CompanyStatus.Authenticated;
    const reason = approved ? null : (body.reason ?? null);
    const at = now();
    inTransaction(db, () => {
      execute(
        db,
        'UPDATE user_companies SET company_status = ?, review_reason = ?, reviewed_at = ?, updated_at = ? WHERE id = ?',
        body.companyStatus,
        reason,
        at,
        at,
        company.id,
      );
      execute(
        db,
        'UPDATE users SET company_code = ?, updated_at = ? WHERE id = ?',
        approved ? company.companyCode : null,
        at,
        user.id,
      );
      const text = approved
        ? companyApprovedMessage(company.companyName)
        : companyRejectedMessage(company.companyName, reason);
      sendInnerMessage(db, { userId: user.id, zh: text.zh, en: text.en, sentAt: at });
    });
    const reviewed = findUserById(db, user.id) ?? user;
    return ok(c, companyAnswer(db, reviewed, requestLanguage(c)));
  });
}
