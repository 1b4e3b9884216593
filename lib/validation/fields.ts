import { MAINLAND_MOBILE } from './account-input';
import * as z from './zod';

/**
 * The field rules of accounts.md 5 that several domains' schemas share. Messages are keys of the
 * `validation` namespace (lib/validation/field-errors.ts).
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

/**
 * "Repeat password" must equal the password. `when` runs the check even while other fields are
 * still invalid, so the mismatch shows as the user types, not only once the rest is filled in.
 */
export const passwordsMatch: [
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

export const choiceSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'choiceRequired'), z.maxLength(64, 'invalid'));

// No message of their own for `max`: lib/validation/zod.ts words it `tooLong?max=N`, with the number
// its text needs (a bare 'tooLong' left the translator without {max}).
export const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

export const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max));

/** A code-sending request of the personal centre: the account is the session's, only the captcha comes in. */
export const captchaPassedSchema = z.object({
  captchaVerification: z.string().check(z.minLength(1, 'captchaRequired'), z.maxLength(1024)),
});
