import * as z from '@/lib/validation/zod';
import { RELATIONSHIPS, VERIFY_STATES } from './terms';

/**
 * What the browser gets of a verification request and its files (DTOs: only these fields leave
 * the BFF). Country stays the spec's word (中国 / 国外); the page words it in its language.
 */
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

/** One uploaded PDF with the platform's answer; `feedbackFileId` is the feedback PDF. */
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
