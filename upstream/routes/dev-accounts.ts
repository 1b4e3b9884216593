import * as z from 'zod';
import { sendInnerMessage } from '../accounts/inner-messages.ts';
import { registrationApprovedMessage, registrationRejectedMessage } from '../accounts/message-texts.ts';
import { AccountRefusal, refusal } from '../accounts/refusals.ts';
import { findUserCompany } from '../accounts/user-companies.ts';
import { findUserByAccount, findUserById, startSession, toPortalUserVO } from '../accounts/users.ts';
import { captchaAnswer } from '../captcha/captcha-store.ts';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { execute, inTransaction, queryAll, queryOne } from '../db/sql.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { readJsonBody } from '../http/validate.ts';

// Dev operations of the accounts area (DESIGN.md "Reference upstream"), registered
// by routes/dev.ts only with UPSTREAM_DEV_OPS=1.

type OutboxRow = { to: string; channel: string; template: string; code: string; sentAt: number };

const sessionBody = z.object({ account: z.string().trim().min(1).max(128) });
const expireBody = z.object({ to: z.string().trim().min(1).max(128) });
const auditBody = z.object({
  auditStatus: z.coerce.number().int().min(0).max(2),
  reasonReject: z.string().max(5000).optional(),
});

export function registerAccountDevRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
  // GET /__dev/outbox?to=PHONE_OR_EMAIL – SMS and e-mail codes sent, newest first
  // (the last 100 of everyone's without `to`).
  app.get('/__dev/outbox', (c) => {
    const to = c.req.query('to')?.trim().toLowerCase();
    const columns = 'recipient AS "to", channel, template, code, sent_at AS sentAt';
    const rows = to
      ? queryAll<OutboxRow>(db, `SELECT ${columns} FROM outbox WHERE recipient = ? ORDER BY id DESC`, to)
      : queryAll<OutboxRow>(db, `SELECT ${columns} FROM outbox ORDER BY id DESC LIMIT 100`);
    return ok(c, rows);
  });

  // GET /__dev/captcha/{token} – the answer of an issued captcha: {captchaType, x, y}
  // (x the piece's true left edge, y the 5 the check expects) or {captchaType, points, wordList},
  // all in the 310×155 reference.
  app.get('/__dev/captcha/:token', (c) => {
    const answer = captchaAnswer(db, c.req.param('token'));
    if (!answer) throw notFound('Captcha not found');
    return ok(c, answer);
  });

  // POST /__dev/session – signs in as an account without a code (for tests that are
  // not about logging in); answers exactly as a login does.
  app.post('/__dev/session', async (c) => {
    const { account } = await readJsonBody(c, sessionBody);
    const user = findUserByAccount(db, account);
    if (!user) throw refusal(AccountRefusal.UserNotFound);
    if (user.locked) throw refusal(AccountRefusal.UserLocked);
    return ok(c, startSession(db, user, requestLanguage(c), now()));
  });

  // GET /__dev/users/{account} – where an account stands, for tests: registration audit,
  // user status (0: cancellation under review), lock, company authentication, LCA tool
  // subscription and unread messages.
  app.get('/__dev/users/:account', (c) => {
    const user = findUserByAccount(db, c.req.param('account'));
    if (!user) throw notFound('User not found');
    const company = findUserCompany(db, user.id);
    const count = (sql: string): number => queryOne<{ count: number }>(db, sql, user.id)?.count ?? 0;
    return ok(c, {
      id: user.id,
      userAccount: user.userAccount,
      accountType: user.accountType,
      userName: user.userName,
      companyName: user.companyName,
      companyCode: user.companyCode,
      auditStatus: user.auditStatus,
      reasonReject: user.reasonReject,
      userStatus: user.userStatus,
      locked: user.locked === 1,
      companyStatus: company?.companyStatus ?? null,
      companyId: company?.id ?? null,
      companyEmail: company?.companyEmail ?? null,
      companyReviewReason: company?.reviewReason ?? null,
      subscribed: count('SELECT COUNT(*) AS count FROM lca_subscriptions WHERE user_id = ?') > 0,
      unreadMessages: count('SELECT COUNT(*) AS count FROM inner_messages WHERE user_id = ? AND status = 0'),
      messages: count('SELECT COUNT(*) AS count FROM inner_messages WHERE user_id = ?'),
    });
  });

  // POST /__dev/users/{id}/audit – the back office approves (1) or rejects (2, with an
  // HTML reason) a registration, or puts it back under review (0). A review that ends (1 or 2)
  // tells the user by system message, as the company review does; re-opening sends none.
  app.post('/__dev/users/:id/audit', async (c) => {
    const body = await readJsonBody(c, auditBody);
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || !findUserById(db, id)) throw notFound('User not found');
    const reason = body.auditStatus === 2 ? (body.reasonReject ?? null) : null;
    const at = now();
    inTransaction(db, () => {
      execute(
        db,
        'UPDATE users SET audit_status = ?, reason_reject = ?, updated_at = ? WHERE id = ?',
        body.auditStatus,
        reason,
        at,
        id,
      );
      const text =
        body.auditStatus === 1
          ? registrationApprovedMessage()
          : body.auditStatus === 2
            ? registrationRejectedMessage(reason)
            : null;
      if (text) sendInnerMessage(db, { userId: id, zh: text.zh, en: text.en, sentAt: at });
    });
    const user = findUserById(db, id);
    if (!user) throw notFound('User not found');
    return ok(c, toPortalUserVO(db, user, requestLanguage(c)));
  });

  // POST /__dev/codes/expire – ages the codes of a phone or e-mail past their 5 minutes
  // (and past the 60 s resend wait), so a browser test meets an expired code without waiting.
  app.post('/__dev/codes/expire', async (c) => {
    const { to } = await readJsonBody(c, expireBody);
    const sixMinutesAgo = now() - 6 * 60_000;
    execute(
      db,
      'UPDATE verification_codes SET created_at = ?, expires_at = ? WHERE lower(target) = lower(?)',
      sixMinutesAgo,
      sixMinutesAgo + 5 * 60_000,
      to,
    );
    return ok(c, null);
  });

  // GET /__dev/tokens?account= – the live tokens of an account, so a browser test can check that
  // no page, payload or answer of the portal ever shows one. Without `account`: every token still
  // on record, live or expired, for the end-of-run check that no log line holds one.
  app.get('/__dev/tokens', (c) => {
    const account = c.req.query('account')?.trim();
    if (account === undefined) {
      return ok(
        c,
        queryAll<{ token: string }>(db, 'SELECT token FROM tokens').map((row) => row.token),
      );
    }
    const user = findUserByAccount(db, account);
    if (!user) throw notFound('User not found');
    const rows = queryAll<{ token: string }>(
      db,
      'SELECT token FROM tokens WHERE user_id = ? AND expires_at > ?',
      user.id,
      now(),
    );
    return ok(
      c,
      rows.map((row) => row.token),
    );
  });
}
