import { MAINLAND_MOBILE, OTHER_ITEM } from './account-input';
import * as z from './zod';

/**
 * The account rules of accounts.md 5, shared by the browser (as the user types) and the BFF (on
 * submit). Messages are keys of the `validation` namespace (lib/validation/field-errors.ts).
 */

export const mobileSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'mobileRequired'), z.regex(MAINLAND_MOBILE, 'mobileInvalid'));

/** SMS and e-mail codes: exactly 6 digits (the inputs filter out anything else as the user types). */
export const codeSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'codeRequired'), z.regex(/^\d{6}$/, 'codeInvalid'));

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'emailRequired'), z.maxLength(100, 'emailInvalid')),
  z.email('emailInvalid'),
);

/** 8–16 characters with a lowercase letter, an uppercase letter and a digit. */
export const passwordSchema = z
  .string()
  .check(
    z.minLength(1, 'passwordRequired'),
    z.regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,16}$/, 'passwordRule'),
  );

export const companyNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'companyNameRequired'), z.maxLength(32, 'companyNameTooLong'));

/** A checkbox that must be ticked; its input is any boolean, so a form can start unticked. */
export const consentSchema = z.boolean().check(z.refine((ticked) => ticked, 'consentRequired'));

/** An e-mail or a mobile number, for the account field of the personal-centre forms. */
export const accountSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'accountRequired'), z.maxLength(100, 'accountInvalid'));

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

/**
 * "Repeat password" must equal the password. `when` runs the check even while other fields are
 * still invalid, so the mismatch shows as the user types, not only once the rest is filled in.
 */
const passwordsMatch: [
  (form: { password?: unknown; passwordRepeat?: unknown }) => boolean,
  { message: string; path: string[]; when: (payload: { value: unknown }) => boolean },
] = [
  (form) => !form.passwordRepeat || form.password === form.passwordRepeat,
  {
    message: 'passwordMismatch',
    path: ['passwordRepeat'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  },
];

const choice = z.string().check(z.trim(), z.minLength(1, 'choiceRequired'), z.maxLength(64, 'invalid'));

/** Registration (accounts.md 2.4): the fields both modes share. */
const registrationFields = {
  industryCategory: choice,
  companyName: companyNameSchema,
  companyForm: choice,
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

/** Forgot password, step 3: the new password twice. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, passwordRepeat: z.string().check(z.minLength(1, 'passwordRequired')) })
  .check(z.refine(...passwordsMatch));

// No message of their own for `max`: lib/validation/zod.ts words it `tooLong?max=N`, with the number
// its text needs (a bare 'tooLong' left the translator without {max}).
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/**
 * The company information asked after a first login (accounts.md 3, 5), in the portal's own words:
 * lib/accounts/server/supplement.ts maps it onto the platform's fields (`userName` is the company
 * name there, `iprofessionId` the industry, `newchannelId` the channel's detail…). Choices carry
 * dictionary item codes; "other" makes its free-text field required.
 */
export const supplementSchema = z
  .object({
    companyName: companyNameSchema,
    companyType: choice,
    contactName: z.string().check(z.trim(), z.minLength(1, 'contactsRequired'), z.maxLength(32)),
    department: optionalText(64),
    jobTitle: optionalText(64),
    industry: choice,
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

/** Change of the company e-mail (business.md 5: required, valid). */
export const companyEmailSchema = z.object({ companyEmail: emailSchema });

/** Modify registration (accounts.md 2.5, business.md 5): the company name again, and the company type. */
export const registrationCorrectionSchema = z.object({
  companyName: companyNameSchema,
  companyType: z.string().check(z.trim(), z.minLength(1, 'companyTypeRequired'), z.maxLength(64, 'invalid')),
});

const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max));

/** Company authentication (business.md 5): the credit code, the company and its contact, two images. */
export const companyAuthenticationSchema = z.object({
  companyCode: z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.minLength(1, 'creditCodeRequired')),
      z.transform((value) => value.toUpperCase()),
    ),
    z.string().check(z.regex(/^[0-9A-Z]{18}$/, 'creditCodeInvalid')),
  ),
  companyName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'companyNameRequired'),
      z.minLength(5, 'companyNameLength'),
      z.maxLength(32, 'companyNameLength'),
    ),
  // business.md 5, 9: "input max lengths 18 and 32" (the credit code 18, every other field 32).
  companyEmail: z.pipe(emailSchema, z.string().check(z.maxLength(32))),
  province: z.string().check(z.minLength(1, 'regionRequired'), z.maxLength(12, 'invalid')),
  city: z.optional(z.string().check(z.maxLength(12, 'invalid'))),
  address: requiredText(32),
  legalPerson: requiredText(32),
  contacts: requiredText(32),
  zipCode: z.string().check(z.trim(), z.minLength(1, 'required'), z.regex(/^\d{6}$/, 'zipInvalid')),
  contactPhone: z
    .string()
    .check(z.trim(), z.minLength(1, 'required'), z.regex(/^[0-9+\-() ]{5,20}$/, 'phoneInvalid')),
  // business.md 5: the licence (index 0) and the billing information (index 1), each with its own warning.
  licenseAttachmentId: z.string().check(z.minLength(1, 'licenceRequired')),
  billAttachmentId: z.string().check(z.minLength(1, 'billRequired')),
});

/** A code-sending request of the personal centre: the account is the session's, only the captcha comes in. */
export const captchaPassedSchema = z.object({
  captchaVerification: z.string().check(z.minLength(1, 'captchaRequired'), z.maxLength(1024)),
});

/** Change password (accounts.md 2.7): the e-mail code and the new password twice. */
export const changePasswordSchema = z
  .object({
    code: codeSchema,
    password: passwordSchema,
    passwordRepeat: z.string().check(z.minLength(1, 'passwordRequired')),
  })
  .check(z.refine(...passwordsMatch));

/** Cancel the account (accounts.md 2.7, 4.7): the code. */
export const cancellationSchema = z.object({ code: codeSchema });

/** The LCA tool subscription (accounts.md 5): user name, company, industry and position, all required. */
export const lcaSubscriptionSchema = z.object({
  username: requiredText(32),
  companyName: requiredText(64),
  industryCategory: z.string().check(z.trim(), z.minLength(1, 'choiceRequired'), z.maxLength(64, 'invalid')),
  position: requiredText(64),
});
