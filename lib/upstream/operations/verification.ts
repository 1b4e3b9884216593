import * as z from 'zod';
import { assumed } from '../assumed';
import { ackSchema, defineOperation } from '../operation';

// EPD verification requests (business.md 2.2, 3, 7 "Verification"): only the caller's own; others answer code 0.
const id = z.union([z.number(), z.string()]);
const nullableText = z.string().nullish();
const code = z.union([z.number(), z.string()]).nullish();

/** A request (business.md 3 "Verification record"); the `assumed` fields are optional and the page works without them. */
export const verificationRecordSchema = z.object({
  id,
  epdRegistrationNumber: z.string(),
  productName: assumed(nullableText),
  userPosition: nullableText,
  companyName: z.string(),
  country: nullableText,
  region: assumed(z.array(z.coerce.string()).nullish()),
  regionName: assumed(nullableText),
  userEmail: nullableText,
  userContact: nullableText,
  relational: code,
  verifyState: code,
  supplement: assumed(nullableText),
  remark: nullableText,
  createTime: assumed(nullableText),
});
export type VerificationRecord = z.infer<typeof verificationRecordSchema>;

/** A file of a request with the platform's answer on it (business.md 3 "Attachment", plus the feedback PDF). */
export const verificationFileSchema = z.object({
  id,
  fileName: nullableText,
  uploadDate: nullableText,
  feedbackTime: nullableText,
  feedbackMsg: nullableText,
  feedbackAttachmentId: assumed(id.nullish()),
  feedbackFileName: assumed(nullableText),
});
export type VerificationFile = z.infer<typeof verificationFileSchema>;

/** POST /api/p/epd/verify/list: the caller's requests, newest first (`total` is the old front end's and ignored). */
export const listVerifications = defineOperation({
  id: 'verify.list',
  method: 'POST',
  path: '/p/epd/verify/list',
  access: 'user',
  input: z.object({
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(100),
    total: z.number().int().min(0).optional(),
  }),
  output: z.object({
    list: z.array(verificationRecordSchema).default([]),
    totals: z.coerce.number().int().min(0),
  }),
});

/** GET /api/p/epd/verify/detail/{id}: one request; someone else's or unknown answers code 0. */
export const getVerification = defineOperation({
  id: 'verify.detail',
  method: 'GET',
  path: '/p/epd/verify/detail/:id',
  access: 'user',
  input: z.object({ id: z.number().int().positive() }),
  output: verificationRecordSchema,
});

/** GET /api/p/epd/verify/attachment/{id}: the files of a request ({id} is the request's). */
export const listVerificationFiles = defineOperation({
  id: 'verify.attachments',
  method: 'GET',
  path: '/p/epd/verify/attachment/:id',
  access: 'user',
  input: z.object({ id: z.number().int().positive() }),
  output: z
    .array(verificationFileSchema)
    .nullish()
    .transform((files) => files ?? []),
});

/** POST /api/p/epd/verify/insert: a new request (business.md 3 "EPD verification submission"). */
export const insertVerification = defineOperation({
  id: 'verify.insert',
  method: 'POST',
  path: '/p/epd/verify/insert',
  access: 'user',
  input: z.object({
    userId: z.number().int().optional(),
    userContact: z.string(),
    epdRegistrationNumber: z.string(),
    userPosition: z.string().optional(),
    companyName: z.string(),
    country: z.enum(['中国', '国外']).optional(),
    region: z.array(z.string()).optional(),
    userEmail: z.string(),
    relationalId: z.number().int(),
    supplement: z.string().optional(),
    remark: z.string().optional(),
    uploadAttachmentId: z.string(),
  }),
  // The spec shows no answer; the reference upstream answers the record. Nothing of it is read.
  output: ackSchema,
});
