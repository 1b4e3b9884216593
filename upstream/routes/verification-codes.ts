import type { Context } from 'hono';
import * as z from 'zod';
import { emailSchema, mobileSchema } from '../accounts/account-rules.ts';
import { AccountRefusal, NOT_REGISTERED_SMS_CODE, refusal } from '../accounts/refusals.ts';
import { AccountType, findUserByAccount } from '../accounts/users.ts';
import { sendCode } from '../accounts/verification-codes.ts';
import { spendCaptchaVerification } from '../captcha/captcha-reasons.ts';
import type { UpstreamApp, UpstreamDeps, UpstreamEnv } from '../context.ts';
import { fail, ok } from '../http/envelope.ts';
import { requestLanguage } from '../http/language.ts';
import { readJsonBody } from '../http/validate.ts';

// Sending SMS and e-mail codes (accounts.md 4.4). A captcha must pass before any
// code is sent: the calls with a `token` field spend the captchaVerification here;
// for /n/plat/sms/checkcode/simple the portal's BFF spends it via /n/captcha/verify.

const smsBody = z.object({
  smsTemplateType: z
    .string()
    .trim()
    .regex(/^[A-Za-z_]{1,32}$/),
  inlet: z.string().trim().min(1).max(32),
  phoneNumber: mobileSchema,
});
const smsWithCaptchaBody = smsBody.extend({ token: z.string().trim().min(1).max(1024) });

const emailBody = z.object({
  userAccount: emailSchema,
  token: z.string().trim().min(1).max(1024),
  inlet: z.string().trim().max(32).optional(),
  captchaType: z.string().trim().max(32).optional(),
});

type SmsRequest = z.output<typeof smsBody>;

export function registerVerificationCodeRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
  // The loginOrRegister flow (DESIGN.md: the mobile pages) sends to any valid
  // mainland number; inlet LOGIN answers code 0 USER_NOT_FOUND for a number with
  // no account (accounts.md 4.1); inlet REGISTER refuses a number that has one.
  const sendSms = (c: Context<UpstreamEnv>, request: SmsRequest): Response => {
    const inlet = request.inlet.toUpperCase();
    const loginOrRegister =
      request.smsTemplateType.toLowerCase() === 'loginorregister' || inlet === 'APP_LOGIN';
    const user = findUserByAccount(db, request.phoneNumber);
    if (inlet === 'REGISTER' && !loginOrRegister) {
      if (user) throw refusal(AccountRefusal.AccountNumberExists);
    } else if (!user) {
      if (!loginOrRegister) return fail(c, NOT_REGISTERED_SMS_CODE, AccountRefusal.UserNotFound);
    } else if (user.locked) {
      throw refusal(AccountRefusal.UserLocked);
    }
    sendCode(
      db,
      {
        channel: 'sms',
        target: request.phoneNumber,
        template: request.smsTemplateType,
        language: requestLanguage(c),
      },
      now(),
    );
    return ok(c, null);
  };

  // POST /n/plat/sms/checkcode/uc – SMS code after a captcha (token = captchaVerification).
  app.post('/n/plat/sms/checkcode/uc', async (c) => {
    const body = await readJsonBody(c, smsWithCaptchaBody);
    spendCaptchaVerification(db, body.token, now(), requestLanguage(c));
    return sendSms(c, body);
  });

  // POST /n/plat/sms/checkcode/simple – SMS code; the caller has checked the captcha itself.
  app.post('/n/plat/sms/checkcode/simple', async (c) => {
    return sendSms(c, await readJsonBody(c, smsBody));
  });

  // POST /n/user/email/verify/send – e-mail code for registering a new e-mail account.
  app.post('/n/user/email/verify/send', async (c) => {
    const body = await readJsonBody(c, emailBody);
    const language = requestLanguage(c);
    spendCaptchaVerification(db, body.token, now(), language);
    if (findUserByAccount(db, body.userAccount)) throw refusal(AccountRefusal.AccountNumberExists);
    sendCode(db, { channel: 'email', target: body.userAccount, template: 'register', language }, now());
    return ok(c, null);
  });

  // POST /n/user/email/rest/send – e-mail code for a forgotten password (accounts.md 4.6 step 1).
  app.post('/n/user/email/rest/send', async (c) => {
    const body = await readJsonBody(c, emailBody);
    const language = requestLanguage(c);
    spendCaptchaVerification(db, body.token, now(), language);
    const user = findUserByAccount(db, body.userAccount);
    if (user?.accountType !== AccountType.Email) throw refusal(AccountRefusal.UserNotFound);
    if (user.locked) throw refusal(AccountRefusal.UserLocked);
    sendCode(db, { channel: 'email', target: body.userAccount, template: 'reset', language }, now());
    return ok(c, null);
  });

  // POST /n/user/email/logoff/send – e-mail code for cancelling an e-mail account (accounts.md 4.7).
  app.post('/n/user/email/logoff/send', async (c) => {
    const body = await readJsonBody(c, emailBody);
    const language = requestLanguage(c);
    spendCaptchaVerification(db, body.token, now(), language);
    if (!findUserByAccount(db, body.userAccount)) throw refusal(AccountRefusal.UserNotFound);
    sendCode(db, { channel: 'email', target: body.userAccount, template: 'logoff', language }, now());
    return ok(c, null);
  });
}
