import * as z from '@/lib/validation/zod';
import { RELATIONSHIPS, VERIFY_STATES } from './terms';

/**
 * What the browser gets of a verification request and its files (DTOs: only these fields leave
 * the BFF). Country stays the spec's word (中国 / 国外); the page words it in its language.
 */
export const verificationRequestDto = z.object({
  id: z.string(),
  registrationNumber: z.string(),
  productName: z.string().nullable(),
  position: z.string().nullable(),
  companyName: z.string(),
  country: z.string().nullable(),
  regionName: z.string().nullable(),
  email: z.string().nullable(),
  contact: z.string().nullable(),
  relationship: z.enum(RELATIONSHIPS).nullable(),
  state: z.enum(VERIFY_STATES).nullable(),
  supplement: z.string().nullable(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type VerificationRequestDto = z.infer<typeof verificationRequestDto>;

export const verificationPageDto = z.object({
  items: z.array(verificationRequestDto),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  size: z.number().int().min(1),
});
export type VerificationPageDto = z.infer<typeof verificationPageDto>;

/** One uploaded PDF with the platform's answer; `feedbackFileId` is the feedback PDF. */
export const verificationFileDto = z.object({
  id: z.string(),
  fileName: z.string(),
  uploadDate: z.string().nullable(),
  feedbackTime: z.string().nullable(),
  feedbackMsg: z.string().nullable(),
  feedbackFileId: z.string().nullable(),
  feedbackFileName: z.string().nullable(),
});
export type VerificationFileDto = z.infer<typeof verificationFileDto>;

export const registrationLookupDto = z.object({ productName: z.string().nullable() });
