import * as z from 'zod';
import { codeSchema, emailSchema } from '../accounts/account-rules.ts';
import { readNewPassword } from '../accounts/new-password.ts';
import { hashPassword } from '../accounts/password-hash.ts';
import { AccountRefusal, forbidden, refusal } from '../accounts/refusals.ts';
import { issueToken, revokeUserTokens } from '../accounts/tokens.ts';
import { AccountType, findUserByAccount } from '../accounts/users.ts';
import { consumeCode } from '../accounts/verification-codes.ts';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { execute } from '../db/sql.ts';
import { requirePasswordResetUser } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { requestLanguage } from '../http/language.ts';
import { readJsonBody } from '../http/validate.ts';

// Forgotten password (accounts.md 4.6): the e-mail code (sent by
// /n/user/email/rest/send) buys a reset token, the reset token buys one password change.

const checkBody = z.object({ userAccount: emailSchema, verify: codeSchema });
const changeBody = z.object({
  id: z.coerce.number().int().positive(),
  newuserAccount: z.string().min(1).max(2048),
  userPassword: z.string().min(1).max(2048),
});

export function registerPasswordResetRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
  // POST /n/user/email/check/rest – step 2: the e-mail code for a reset token.
  app.post('/n/user/email/check/rest', async (c) => {
    const { userAccount, verify } = await readJsonBody(c, checkBody);
    const user = findUserByAccount(db, userAccount);
    if (user?.accountType !== AccountType.Email) throw refusal(AccountRefusal.UserNotFound);
    if (user.locked) throw refusal(AccountRefusal.UserLocked);
    consumeCode(db, 'email', userAccount, verify, now());
    return ok(c, {
      portalUserVO: { id: user.id },
      tokenVO: { token: issueToken(db, user.id, 'password-reset', now()) },
    });
  });

  // POST /p/user/email/change/pass – step 3, with the reset token in Authorization:
  // sets the password and ends every session of the account.
  app.post('/p/user/email/change/pass', async (c) => {
    const holder = requirePasswordResetUser(c);
    const body = await readJsonBody(c, changeBody);
    if (body.id !== holder.userId) throw forbidden();
    const password = readNewPassword(
      db,
      { password: body.newuserAccount, confirmation: body.userPassword },
      requestLanguage(c),
      now(),
    );
    execute(
      db,
      'UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?',
      hashPassword(password),
      now(),
      holder.userId,
    );
    revokeUserTokens(db, holder.userId);
    return ok(c, null);
  });
}
