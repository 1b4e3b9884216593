import { OTHER_ITEM } from '@/lib/validation/account-input';
import {
  choiceSchema,
  codeSchema,
  companyNameSchema,
  consentSchema,
  emailSchema,
  mobileSchema,
  optionalText,
  passwordSchema,
  passwordsMatch,
} from '@/lib/validation/fields';
import * as z from '@/lib/validation/zod';
import type { UserSnapshot } from '@/lib/viewer/user';

/** The account forms' rules (accounts.md 5), shared by the browser as the user types and the BFF on submit. */

export const smsLoginSchema = z.object({
  mobile: mobileSchema,
  code: codeSchema,
  consent: consentSchema,
});

export const emailLoginSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, 'passwordRequired'), z.maxLength(64, 'passwordRule')),
  consent: consentSchema,
});

const registrationFields = {
  industryCategory: choiceSchema,
  companyName: companyNameSchema,
  companyForm: choiceSchema,
  consent: consentSchema,
};

export const phoneRegistrationSchema = z.object({
  mode: z.literal('mobile'),
  mobile: mobileSchema,
  code: codeSchema,
  ...registrationFields,
});

export const emailRegistrationSchema = z
  .object({
    mode: z.literal('email'),
    email: emailSchema,
    code: codeSchema,
    password: passwordSchema,
    passwordRepeat: z.string().check(z.minLength(1, 'passwordRequired')),
    ...registrationFields,
  })
  .check(z.refine(...passwordsMatch));

export const registrationSchema = z.discriminatedUnion('mode', [
  phoneRegistrationSchema,
  emailRegistrationSchema,
]);

/** Forgot password, step 2 (accounts.md 4.6): the e-mail code. */
export const resetCodeSchema = z.object({ email: emailSchema, code: codeSchema });

export const newPasswordSchema = z
  .object({ password: passwordSchema, passwordRepeat: z.string().check(z.minLength(1, 'passwordRequired')) })
  .check(z.refine(...passwordsMatch));

/** After a first login (accounts.md 3, 5), in the portal's words (lib/accounts/server/supplement.ts maps them); "other" needs its text. */
export const supplementSchema = z
  .object({
    companyName: companyNameSchema,
    companyType: choiceSchema,
    contactName: z.string().check(z.trim(), z.minLength(1, 'contactsRequired'), z.maxLength(32)),
    department: optionalText(64),
    jobTitle: optionalText(64),
    industry: choiceSchema,
    productType: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    otherIndustry: optionalText(64),
    need: optionalText(500),
    // accounts.md 5 requires the company type and the industry, not how the user heard of the platform.
    channel: z.optional(z.string().check(z.trim(), z.maxLength(64, 'invalid'))),
    channelDetail: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    otherChannel: optionalText(64),
  })
  .check(
    z.refine((form) => form.industry !== OTHER_ITEM || Boolean(form.otherIndustry), {
      message: 'otherRequired',
      path: ['otherIndustry'],
    }),
    z.refine((form) => form.channel !== OTHER_ITEM || Boolean(form.otherChannel), {
      message: 'otherRequired',
      path: ['otherChannel'],
    }),
  );

export const userSnapshotSchema = z.object({
  id: z.union([z.number(), z.string()]),
  userName: z.nullish(z.string()),
  userAccount: z.string(),
  companyName: z.nullish(z.string()),
  companyCode: z.nullish(z.string()),
  auditStatus: z.nullish(z.union([z.number(), z.string()])),
  accountType: z.nullish(z.union([z.number(), z.string()])),
  companyType: z.nullish(z.union([z.number(), z.string()])),
  companyStatus: z.nullish(z.union([z.number(), z.string()])),
}) satisfies z.ZodMiniType<UserSnapshot>;

/** What the BFF's account endpoints take and answer besides the forms (accounts.md 4.1). */
const captchaVerification = z.string().check(z.minLength(1, 'captchaRequired'), z.maxLength(1024));

export const loginResultSchema = z.object({ user: userSnapshotSchema, needsSupplement: z.boolean() });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const smsLoginRequestSchema = z.extend(smsLoginSchema, {
  /** web: /n/user/login/uc (header, /logins); app: /n/user/loginOrRegister/uc (DESIGN.md "Which SMS login call"). */
  flow: z._default(z.enum(['web', 'app']), 'web'),
});

export const smsCodeRequestSchema = z.object({
  mobile: mobileSchema,
  /** login: header dialog and /logins; appLogin: the mobile flow; register: /register. */
  purpose: z.enum(['login', 'appLogin', 'register']),
  captchaVerification,
});

export const emailCodeRequestSchema = z.object({
  email: emailSchema,
  purpose: z.enum(['register', 'reset']),
  captchaVerification,
});

/** Before the captcha (accounts.md 4.1): does the number have an account? null when the platform cannot say. */
export const mobileCheckRequestSchema = z.object({ mobile: mobileSchema });
export const mobileCheckResultSchema = z.object({ registered: z.nullable(z.boolean()) });

export const registrationResultSchema = z.object({ signedIn: z.boolean() });

export const sessionSnapshotSchema = z.object({ user: z.nullable(userSnapshotSchema) });
