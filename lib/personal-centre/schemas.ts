import { codeSchema, companyNameSchema, emailSchema, passwordSchema, passwordsMatch } from '@/lib/validation/fields';
import * as z from '@/lib/validation/zod';

/** The personal centre's forms (accounts.md 2.5, 2.7; business.md 5). */

/** Change of the company e-mail (business.md 5: required, valid). */
export const companyEmailSchema = z.object({ companyEmail: emailSchema });

/** Modify registration (accounts.md 2.5, business.md 5): the company name again, and the company type. */
export const registrationCorrectionSchema = z.object({
  companyName: companyNameSchema,
  companyType: z.string().check(z.trim(), z.minLength(1, 'companyTypeRequired'), z.maxLength(64, 'invalid')),
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

