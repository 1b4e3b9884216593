import { uploadedFileSchema } from '@/lib/uploads/schemas';
import { emailSchema } from '@/lib/validation/fields';
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
  VERIFY_STATES,
} from './dto';

/** The EPD verification request (business.md 3, 5): phone, registration number, company, e-mail, relationship
 *  and one PDF (`verificationPdf` upload policy) required. One schema for the browser form and the BFF's input. */

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

/** Only these fields leave the BFF. Country stays the spec's word (中国 / 国外); the page words it. */
export const verificationRequestDto = z.object({
  id: z.string(),
  registrationNumber: z.string(),
  productName: z.nullable(z.string()),
  position: z.nullable(z.string()),
  companyName: z.string(),
  country: z.nullable(z.string()),
  regionName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  contact: z.nullable(z.string()),
  relationship: z.nullable(z.enum(RELATIONSHIPS)),
  state: z.nullable(z.enum(VERIFY_STATES)),
  supplement: z.nullable(z.string()),
  remark: z.nullable(z.string()),
  createTime: z.nullable(z.string()),
});
export type VerificationRequestDto = z.infer<typeof verificationRequestDto>;

export const verificationPageDto = z.object({
  items: z.array(verificationRequestDto),
  total: z.int().check(z.gte(0)),
  page: z.int().check(z.gte(1)),
  size: z.int().check(z.gte(1)),
});
export type VerificationPageDto = z.infer<typeof verificationPageDto>;

export const verificationFileDto = z.object({
  id: z.string(),
  fileName: z.string(),
  uploadDate: z.nullable(z.string()),
  feedbackTime: z.nullable(z.string()),
  feedbackMsg: z.nullable(z.string()),
  feedbackFileId: z.nullable(z.string()),
  feedbackFileName: z.nullable(z.string()),
});
export type VerificationFileDto = z.infer<typeof verificationFileDto>;

export const registrationLookupDto = z.object({ productName: z.nullable(z.string()) });
