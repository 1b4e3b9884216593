import * as z from 'zod';
import {
  codeSchema,
  companyNameSchema,
  dictCodeSchema,
  emailSchema,
  mobileSchema,
} from '../accounts/account-rules.ts';
import { requireDictItem } from '../accounts/dictionary-choice.ts';
import { readNewPassword } from '../accounts/new-password.ts';
import { hashPassword, verifyPassword } from '../accounts/password-hash.ts';
import { decryptPassword, publicKeyBase64 } from '../accounts/password-transport.ts';
import { AccountRefusal, NOT_REGISTERED_LOGIN_CODE, refusal } from '../accounts/refusals.ts';
import { AccountType, AuditStatus, createUser, findUserByAccount, startSession } from '../accounts/users.ts';
import { consumeCode } from '../accounts/verification-codes.ts';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { fail, ok } from '../http/envelope.ts';
import { requestLanguage } from '../http/language.ts';
import { readJsonBody } from '../http/validate.ts';

// Login and registration (accounts.md 4.1, 2.4). Every login answers
// {portalUserVO, tokenVO: {token}}; so do the registrations, so the portal may sign
// the new user in (audit status 0 limits what they can do, accounts.md 4.2).

const smsLoginBody = z.object({ mobile: mobileSchema, password: codeSchema });

const registrationFields = {
  industryCategory: dictCodeSchema,
  companyName: companyNameSchema,
  companyForm: dictCodeSchema,
};
const phoneRegisterBody = z.object({ mobile: mobileSchema, password: codeSchema, ...registrationFields });
const emailRegisterBody = z.object({
  userAccount: emailSchema,
  verify: codeSchema,
  newuserAccount: z.string().min(1).max(2048),
  userPassword: z.string().min(1).max(2048),
  ...registrationFields,
});

const publicKeyBody = z.object({ userAccount: z.string().trim().max(128).optional() });
const emailLoginBody = z.object({
  userAccount: z.string().trim().toLowerCase().min(1).max(128),
  userPassword: z.string().min(1).max(2048),
});

export function registerLoginRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
  // POST /n/user/login/uc – SMS login; code 106 when the number has no account (accounts.md 4.1).
  app.post('/n/user/login/uc', async (c) => {
    const { mobile, password } = await readJsonBody(c, smsLoginBody);
    const user = findUserByAccount(db, mobile);
    if (!user) return fail(c, NOT_REGISTERED_LOGIN_CODE, AccountRefusal.UserNotFound);
    if (user.locked) throw refusal(AccountRefusal.UserLocked);
    consumeCode(db, 'sms', mobile, password, now());
    return ok(c, startSession(db, user, requestLanguage(c), now()));
  });

  // POST /n/user/loginOrRegister/uc – SMS login that registers a new mainland number on
  // first use (accounts.md 1): approved at once, no company yet, so the portal asks
  // for the supplement form.
  app.post('/n/user/loginOrRegister/uc', async (c) => {
    const { mobile, password } = await readJsonBody(c, smsLoginBody);
    const existing = findUserByAccount(db, mobile);
    if (existing?.locked) throw refusal(AccountRefusal.UserLocked);
    consumeCode(db, 'sms', mobile, password, now());
    const user =
      existing ??
      createUser(
        db,
        { userAccount: mobile, accountType: AccountType.Phone, auditStatus: AuditStatus.Approved },
        now(),
      );
    return ok(c, startSession(db, user, requestLanguage(c), now()));
  });

  // POST /n/user/register/uc – phone registration; the account waits for review (audit status 0).
  app.post('/n/user/register/uc', async (c) => {
    const body = await readJsonBody(c, phoneRegisterBody);
    const industry = requireDictItem(db, 'INDUSTRY_CATEGORY', body.industryCategory, 'industryCategory');
    const form = requireDictItem(db, 'COMPANY_FORM', body.companyForm, 'companyForm');
    if (findUserByAccount(db, body.mobile)) throw refusal(AccountRefusal.AccountNumberExists);
    consumeCode(db, 'sms', body.mobile, body.password, now());
    const user = createUser(
      db,
      {
        userAccount: body.mobile,
        accountType: AccountType.Phone,
        auditStatus: AuditStatus.UnderReview,
        companyName: body.companyName,
        industryCategory: industry.itemCode,
        companyForm: form.itemCode,
      },
      now(),
    );
    return ok(c, startSession(db, user, requestLanguage(c), now()));
  });

  // POST /n/user/getPublicKey – the RSA public key (bare Base64 SPKI) for password fields.
  // The same key for every account, so the answer says nothing about whether one exists.
  app.post('/n/user/getPublicKey', async (c) => {
    await readJsonBody(c, publicKeyBody);
    return ok(c, publicKeyBase64(db, now()));
  });

  // POST /n/user/email/login – e-mail and RSA-encrypted password (protocols.md).
  // An unknown account and a wrong password answer alike; a locked account is
  // named only to someone who knows its password.
  app.post('/n/user/email/login', async (c) => {
    const { userAccount, userPassword } = await readJsonBody(c, emailLoginBody);
    const user = findUserByAccount(db, userAccount);
    const password = decryptPassword(db, userPassword, now());
    if (
      user?.accountType !== AccountType.Email ||
      user.passwordHash === null ||
      password === null ||
      !verifyPassword(password, user.passwordHash)
    ) {
      throw refusal(AccountRefusal.AccountPasswordError);
    }
    if (user.locked) throw refusal(AccountRefusal.UserLocked);
    return ok(c, startSession(db, user, requestLanguage(c), now()));
  });

  // POST /n/user/email/register – e-mail registration with code and password (accounts.md 2.4).
  app.post('/n/user/email/register', async (c) => {
    const body = await readJsonBody(c, emailRegisterBody);
    const language = requestLanguage(c);
    const industry = requireDictItem(db, 'INDUSTRY_CATEGORY', body.industryCategory, 'industryCategory');
    const form = requireDictItem(db, 'COMPANY_FORM', body.companyForm, 'companyForm');
    const password = readNewPassword(
      db,
      { password: body.newuserAccount, confirmation: body.userPassword },
      language,
      now(),
    );
    if (findUserByAccount(db, body.userAccount)) throw refusal(AccountRefusal.AccountNumberExists);
    consumeCode(db, 'email', body.userAccount, body.verify, now());
    const user = createUser(
      db,
      {
        userAccount: body.userAccount,
        accountType: AccountType.Email,
        auditStatus: AuditStatus.UnderReview,
        passwordHash: hashPassword(password),
        companyName: body.companyName,
        industryCategory: industry.itemCode,
        companyForm: form.itemCode,
      },
      now(),
    );
    return ok(c, startSession(db, user, language, now()));
  });
}
