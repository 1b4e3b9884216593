import { uploadedFileSchema } from '@/lib/uploads/schemas';
import { emailSchema, requiredText } from '@/lib/validation/fields';
import * as z from '@/lib/validation/zod';

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

/** The browser form (business.md 2.2, 5): the BFF's schema with the two images as the upload fields keep them. */
const attachment = (missing: 'licenceRequired' | 'billRequired') =>
  z.nullable(uploadedFileSchema).check(z.refine((file) => file !== null, missing));

export const companyAuthenticationFormSchema = z.extend(companyAuthenticationSchema, {
  licenseAttachmentId: attachment('licenceRequired'),
  billAttachmentId: attachment('billRequired'),
});
export type CompanyAuthenticationFormValues = z.input<typeof companyAuthenticationFormSchema>;

export const regionSchema = z.object({ value: z.string(), label: z.string(), children: z.array(z.never()) });

/** The form's draft key, per user, so another account never sees it (components/forms/use-form-draft.ts). */
export function companyAuthenticationDraftKey(userId: string | number): string {
  return `company-authentication:${userId}`;
}
