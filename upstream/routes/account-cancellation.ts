import * as z from 'zod';
import { codeSchema, isEmailAccount } from '../accounts/account-rules.ts';
import { AccountRefusal, forbidden, refusal } from '../accounts/refusals.ts';
import { AccountType, findUserByAccount, findUserById, UserStatus } from '../accounts/users.ts';
import { consumeCode, sendCode } from '../accounts/verification-codes.ts';
import { spendCaptchaVerification } from '../captcha/captcha-reasons.ts';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { execute } from '../db/sql.ts';
import { requireUser } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { unauthorized } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { readJsonBody } from '../http/validate.ts';

// Account cancellation (accounts.md 4.7): a code to the account (after a captcha), the
// code submitted, and the user status becomes 0, "cancellation under review", until
// the back office acts or the user withdraws it. The account keeps working meanwhile.
// E-mail accounts get their code from /n/user/email/logoff/send (verification-codes.ts).

const getLogoffBody = z.object({
  userAccount: z.string().trim().toLowerCase().min(1).max(128),
  token: z.string().trim().min(1).max(1024),
  captchaType: z.string().trim().max(32).optional(),
  inlet: z.string().trim().max(32).optional(),
});

// `mobile` is the account (a phone number, or an e-mail address for an e-mail account)
// and `password` the code, as the platform names them.
const logoffBody = z.object({
  mobile: z.string().trim().toLowerCase().min(1).max(128),
  password: codeSchema,
});

export function registerAccountCancellationRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
  // POST /n/user/getLogoff – the log-off code, after spending the captchaVerification in
  // `token`: an SMS to a phone account (an e-mail account gets it by e-mail).
  app.post('/n/user/getLogoff', async (c) => {
    const body = await readJsonBody(c, getLogoffBody);
    const language = requestLanguage(c);
    spendCaptchaVerification(db, body.token, now(), language);
    const user = findUserByAccount(db, body.userAccount);
    if (!user) throw refusal(AccountRefusal.UserNotFound);
    if (user.locked) throw refusal(AccountRefusal.UserLocked);
    const channel = user.accountType === AccountType.Email ? 'email' : 'sms';
    sendCode(db, { channel, target: user.userAccount, template: 'logoff', language }, now());
    return ok(c, null);
  });

  // POST /p/user/logoff – the caller's own account and its log-off code: user status 0.
  app.post('/p/user/logoff', async (c) => {
    const { userId } = requireUser(c);
    const body = await readJsonBody(c, logoffBody);
    const user = findUserById(db, userId);
    if (!user) throw unauthorized();
    if (body.mobile !== user.userAccount) throw forbidden();
    consumeCode(
      db,
      isEmailAccount(user.userAccount) ? 'email' : 'sms',
      user.userAccount,
      body.password,
      now(),
    );
    execute(
      db,
      'UPDATE users SET user_status = ?, updated_at = ? WHERE id = ?',
      UserStatus.CancellationUnderReview,
      now(),
      user.id,
    );
    return ok(c, null);
  });

  // POST /p/revoke/logoff – withdraws the caller's cancellation: user status 1 again.
  app.post('/p/revoke/logoff', (c) => {
    const { userId } = requireUser(c);
    execute(
      db,
      'UPDATE users SET user_status = ?, updated_at = ? WHERE id = ?',
      UserStatus.Active,
      now(),
      userId,
    );
    return ok(c, null);
  });
}
