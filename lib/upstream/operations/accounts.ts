import * as z from 'zod';
import { assumed } from '../assumed';
import { ackSchema, defineOperation } from '../operation';

/** What every login and registration answers (accounts.md 4.1): the user and the token. */
export const loginAnswerSchema = z.object({
  portalUserVO: z.object({
    id: z.union([z.number(), z.string()]),
    userName: z.string().nullish(),
    userAccount: z.string(),
    companyName: z.string().nullish(),
    companyCode: z.string().nullish(),
    auditStatus: z.union([z.number(), z.string()]).nullish(),
    accountType: z.union([z.number(), z.string()]).nullish(),
    companyType: z.union([z.number(), z.string()]).nullish(),
    industryCategoryName: z.string().nullish(),
    reasonReject: z.string().nullish(),
  }),
  tokenVO: z.object({ token: z.string().min(1) }),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** The portalUserVO a profile change answers; loose, the platform sends more than the portal reads. */
export const portalUserSchema = z
  .object({
    id: z.union([z.number(), z.string()]),
    userAccount: z.string().nullish(),
    userName: z.string().nullish(),
    companyName: z.string().nullish(),
    auditStatus: z.union([z.number(), z.string()]).nullish(),
  })
  .loose();

const sms = z.object({ smsTemplateType: z.string(), inlet: z.string(), phoneNumber: z.string() });

/** The SMS code, carrying the captchaVerification as `token`. */
export const sendSmsCodeWithCaptcha = defineOperation({
  id: 'sms.send.uc',
  method: 'POST',
  path: '/n/plat/sms/checkcode/uc',
  access: 'public',
  input: sms.extend({ token: z.string() }),
  output: ackSchema,
});

/** No captcha field: the BFF verifies the captcha first. */
export const sendSmsCodeSimple = defineOperation({
  id: 'sms.send.simple',
  method: 'POST',
  path: '/n/plat/sms/checkcode/simple',
  access: 'public',
  input: sms,
  output: ackSchema,
});

/** accounts.md 7: `userAccount, token, inlet`, and nothing else (the captcha's type is implied by its token). */
const emailCode = z.object({ userAccount: z.string(), token: z.string(), inlet: z.string() });

export const sendRegistrationEmailCode = defineOperation({
  id: 'email.send.verify',
  method: 'POST',
  path: '/n/user/email/verify/send',
  access: 'public',
  input: emailCode,
  output: ackSchema,
});

export const sendPasswordResetEmailCode = defineOperation({
  id: 'email.send.reset',
  method: 'POST',
  path: '/n/user/email/rest/send',
  access: 'public',
  input: emailCode,
  output: ackSchema,
});

/** An unregistered number answers 106. */
export const loginBySms = defineOperation({
  id: 'login.sms',
  method: 'POST',
  path: '/n/user/login/uc',
  access: 'public',
  input: z.object({ mobile: z.string(), password: z.string() }),
  output: loginAnswerSchema,
});

/** The mobile flow registers a new mainland number on first login. */
export const loginOrRegisterBySms = defineOperation({
  id: 'login.sms.orRegister',
  method: 'POST',
  path: '/n/user/loginOrRegister/uc',
  access: 'public',
  input: z.object({ mobile: z.string(), password: z.string() }),
  output: loginAnswerSchema,
});

/** Assumed (docs/spec-readings.md): whether a number has an account, asked before the captcha. */
export const checkMobileRegistered = defineOperation({
  id: 'user.mobileRegistered',
  method: 'POST',
  path: '/n/user/mobile/registered',
  access: 'public',
  input: z.object({ phoneNumber: z.string() }),
  output: z.object({ registered: z.boolean() }),
});

export const getPublicKey = defineOperation({
  id: 'user.publicKey',
  method: 'POST',
  path: '/n/user/getPublicKey',
  access: 'public',
  input: z.object({ userAccount: z.string() }),
  output: z.string().min(16),
});

export const loginByEmail = defineOperation({
  id: 'login.email',
  method: 'POST',
  path: '/n/user/email/login',
  access: 'public',
  input: z.object({ userAccount: z.string(), userPassword: z.string() }),
  output: loginAnswerSchema,
});

const registration = { industryCategory: z.string(), companyName: z.string(), companyForm: z.string() };

export const registerByPhone = defineOperation({
  id: 'register.phone',
  method: 'POST',
  path: '/n/user/register/uc',
  access: 'public',
  input: z.object({ mobile: z.string(), password: z.string(), ...registration }),
  output: loginAnswerSchema.nullish(),
});

export const registerByEmail = defineOperation({
  id: 'register.email',
  method: 'POST',
  path: '/n/user/email/register',
  access: 'public',
  input: z.object({
    userAccount: z.string(),
    verify: z.string(),
    newuserAccount: z.string(),
    userPassword: z.string(),
    ...registration,
  }),
  output: loginAnswerSchema.nullish(),
});

/** Step 2 of accounts.md 4.6: the e-mail code buys a short-lived reset token. */
export const checkPasswordResetCode = defineOperation({
  id: 'password.reset.check',
  method: 'POST',
  path: '/n/user/email/check/rest',
  access: 'public',
  input: z.object({ userAccount: z.string(), verify: z.string() }),
  output: z.object({
    portalUserVO: z.object({ id: z.union([z.number(), z.string()]) }),
    tokenVO: z.object({ token: z.string() }),
  }),
});

/** Step 3: the new password, encrypted, with the reset token as Authorization. */
export const changePasswordByReset = defineOperation({
  id: 'password.reset.change',
  method: 'POST',
  path: '/p/user/email/change/pass',
  access: 'public',
  input: z.object({
    id: z.union([z.number(), z.string()]),
    newuserAccount: z.string(),
    userPassword: z.string(),
  }),
  output: ackSchema,
});

/** An /n/ call that does carry the token (accounts.md 7); code 0 means invalid. */
export const verifyToken = defineOperation({
  id: 'user.verify',
  method: 'GET',
  path: '/n/user/verify',
  access: 'user',
  carriesToken: true,
  input: z.object({}),
  output: ackSchema,
});

export const logout = defineOperation({
  id: 'user.logout',
  method: 'GET',
  path: '/p/user/logout',
  access: 'user',
  input: z.object({}),
  output: ackSchema,
});

export const refreshToken = defineOperation({
  id: 'user.refreshToken',
  method: 'POST',
  path: '/p/user/refresh/token',
  access: 'user',
  input: z.object({}),
  output: z.object({ tokenVO: z.object({ token: z.string().min(1) }) }),
});

/** The company information form after a first login (accounts.md 3, "Supplement company info"). */
export const supplementUser = defineOperation({
  id: 'user.supplement',
  method: 'POST',
  path: '/p/user/name/update',
  access: 'user',
  input: z.object({
    userName: z.string(),
    companyType: z.string(),
    contacts: z.string(),
    department: z.string().optional(),
    job: z.string().optional(),
    iprofessionId: z.string().optional(),
    professionId: z.string().optional(),
    productTypeHierarchy: z.string().optional(),
    otherProfession: z.string().optional(),
    demand: z.string().optional(),
    channelId: z.string().optional(),
    newchannelId: z.string().optional(),
    otherChannel: z.string().optional(),
  }),
  output: portalUserSchema,
});

export const getUserDetail = defineOperation({
  id: 'user.detail',
  method: 'GET',
  path: '/p/portal/user/detail/:id',
  access: 'user',
  input: z.object({ id: z.union([z.number(), z.string()]) }),
  output: z
    .object({
      userStatus: z.union([z.number(), z.string()]).nullish(),
      userName: z.string().nullish(),
      auditStatus: z.union([z.number(), z.string()]).nullish(),
      // Fresher copies of the stored portalUserVO's (accounts.md 3); without them the session's are used.
      reasonReject: assumed(z.string().nullish()),
      companyCode: assumed(z.string().nullish()),
    })
    .loose(),
  // The rejection reason is HTML written by the back office (accounts.md 2.5).
  htmlFields: ['reasonReject'],
});

/** A company by its credit code (accounts.md 7): `companyType` 4 is the third-party agency (accounts.md 6). */
export const getCompanyDetail = defineOperation({
  id: 'company.detail',
  method: 'GET',
  path: '/p/company/detail/:companyCode',
  access: 'user',
  input: z.object({ companyCode: z.string().min(1) }),
  output: z.object({ companyType: z.union([z.number(), z.string()]).nullish() }).nullish(),
});

export const getCompanyStatus = defineOperation({
  id: 'company.status',
  method: 'GET',
  path: '/p/portal/company/user/:userId',
  access: 'user',
  input: z.object({ userId: z.union([z.number(), z.string()]) }),
  output: z
    .object({
      companyStatus: z.union([z.number(), z.string()]).nullish(),
      companyName: z.string().nullish(),
      companyEmail: z.string().nullish(),
      id: z.union([z.number(), z.string()]).nullish(),
    })
    .nullish(),
});
