import {
  codeSchema,
  companyNameSchema,
  emailSchema,
  passwordSchema,
  passwordsMatch,
} from '@/lib/validation/fields';
import * as z from '@/lib/validation/zod';

/** business.md 5: required, valid. */
export const companyEmailSchema = z.object({ companyEmail: emailSchema });

/** Modify registration (accounts.md 2.5, business.md 5). */
export const registrationCorrectionSchema = z.object({
  companyName: companyNameSchema,
  companyType: z.string().check(z.trim(), z.minLength(1, 'companyTypeRequired'), z.maxLength(64, 'invalid')),
});

/** accounts.md 2.7: the e-mail code and the new password twice. */
export const changePasswordSchema = z
  .object({
    code: codeSchema,
    password: passwordSchema,
    passwordRepeat: z.string().check(z.minLength(1, 'passwordRequired')),
  })
  .check(z.refine(...passwordsMatch));

/** accounts.md 2.7, 4.7. */
export const cancellationSchema = z.object({ code: codeSchema });
