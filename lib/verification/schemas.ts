import { uploadedFileSchema } from '@/lib/uploads/endpoints';
import { emailSchema } from '@/lib/validation/account';
import * as z from '@/lib/validation/zod';
import {
  CHINA,
  COMPANY_NAME_MAX,
  COUNTRIES,
  DEFAULT_PAGE_SIZE,
  NOTE_MAX,
  PAGE_SIZES,
  POSITION_MAX,
  REGISTRATION_NUMBER_MAX,
  RELATIONSHIPS,
} from './terms';

/**
 * The EPD verification request (business.md 3 "EPD verification submission", 5 "Verification
 * form"): phone, registration number, company name, e-mail and relationship required, and one PDF
 * (checked by its bytes, name ≤ 90: the `verificationPdf` upload policy). Position, country with its
 * region, supplement and remark are optional. The one schema of the form in the browser and of the
 * BFF's input: the BFF reads the attachment's id only.
 */

const regionCode = z.string().check(z.regex(/^(\d{6})?$/, 'invalid'));

export const verificationFormSchema = z.object({
  userContact: z
    .string()
    .check(z.trim(), z.minLength(1, 'required'), z.regex(/^[0-9+\-() ]{5,20}$/, 'phoneInvalid')),
  epdRegistrationNumber: z
    .string()
    .check(z.trim(), z.minLength(1, 'required'), z.maxLength(REGISTRATION_NUMBER_MAX)),
  userPosition: z.string().check(z.trim(), z.maxLength(POSITION_MAX)),
  companyName: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(COMPANY_NAME_MAX)),
  country: z.union([z.enum(COUNTRIES), z.literal('')], { error: 'invalid' }),
  province: regionCode,
  city: regionCode,
  userEmail: emailSchema,
  relational: z.enum(RELATIONSHIPS, { error: 'choiceRequired' }),
  supplement: z.string().check(z.trim(), z.maxLength(NOTE_MAX)),
  remark: z.string().check(z.trim(), z.maxLength(NOTE_MAX)),
  pdf: z
    .nullable(z.extend(uploadedFileSchema, { id: z.string().check(z.regex(/^\d{1,18}$/, 'invalid')) }))
    .check(z.refine((file) => file !== null, 'uploadMissing')),
});
export type VerificationFormValues = z.input<typeof verificationFormSchema>;
export type VerificationFormOutput = z.output<typeof verificationFormSchema>;

/** The spec's submission (business.md 3) from the form: empty text is "not given"; a region only with China. */
export function toSubmission(form: VerificationFormOutput) {
  const optional = (text: string) => text || undefined;
  const region = form.country === CHINA ? [form.province, form.city].filter(Boolean) : [];
  return {
    userContact: form.userContact,
    epdRegistrationNumber: form.epdRegistrationNumber,
    userPosition: optional(form.userPosition),
    companyName: form.companyName,
    country: form.country || undefined,
    region: region.length > 0 ? region : undefined,
    userEmail: form.userEmail,
    relationalId: Number(form.relational),
    supplement: optional(form.supplement),
    remark: optional(form.remark),
    uploadAttachmentId: form.pdf!.id,
  };
}

export const listQuerySchema = z.object({
  page: z._default(z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1), 1),
  size: z._default(
    z.catch(
      z.coerce.number().check(
        z.int(),
        z.refine((size) => (PAGE_SIZES as readonly number[]).includes(size)),
      ),
      DEFAULT_PAGE_SIZE,
    ),
    DEFAULT_PAGE_SIZE,
  ),
});
export type VerificationListQuery = z.output<typeof listQuerySchema>;
