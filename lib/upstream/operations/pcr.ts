import * as z from 'zod';
import { assumed } from '../assumed';
import { ackSchema, defineOperation } from '../operation';

/** A PCR as the filters list it (business.md 3): productName is Chinese, enProductName English. */
export const pcrOptionSchema = z.object({
  id: z.union([z.number(), z.string()]),
  pcrNumber: z.string(),
  productName: z.string().nullish(),
  enProductName: z.string().nullish(),
});
export type PcrOption = z.infer<typeof pcrOptionSchema>;

/** GET p/pcr/list: every PCR, for the EPD and PCR search filters; visitors may call it. */
export const listPcrs = defineOperation({
  id: 'pcr.list',
  method: 'GET',
  path: '/p/pcr/list',
  access: 'public',
  input: z.object({}),
  output: z.array(pcrOptionSchema),
  cache: { revalidateSeconds: 300, tags: ['pcr'] },
});

/** A PCR as the PCR search shows it (business.md 3): names in both languages, files by attachment id. */
export const pcrRecordSchema = z.object({
  id: z.coerce.number().int(),
  pcrNumber: z.string(),
  productName: z.string().nullish(),
  enProductName: z.string().nullish(),
  registerNo: z.string().nullish(),
  author: z.string().nullish(),
  productClass: z.string().nullish(),
  pcrDesc: z.string().nullish(),
  attachmentId: z.coerce.number().int().nullish(),
  enAttachmentId: z.coerce.number().int().nullish(),
});
export type PcrRecord = z.infer<typeof pcrRecordSchema>;

/** POST p/pcr/page: PCR search by number and keyword; visitors may call it. */
export const searchPcrs = defineOperation({
  id: 'pcr.page',
  method: 'POST',
  path: '/p/pcr/page',
  access: 'public',
  input: z.object({
    pcrKeyword: z.string().trim().max(100).optional(),
    pcrNumber: z.string().trim().max(64).optional(),
    pageNum: z.coerce.number().int().min(1).max(1000),
    pageSize: z.coerce.number().int().min(1).max(100),
  }),
  output: z.object({ list: z.array(pcrRecordSchema), totals: z.coerce.number().int() }),
  cache: { revalidateSeconds: 300, tags: ['pcr'] },
});

/** POST p/pcr/insert (business.md 3 "PCR application"): `productName` carries the company's name, `product` the product. */
export const insertPcrApplication = defineOperation({
  id: 'pcr.insert',
  method: 'POST',
  path: '/p/pcr/insert',
  access: 'user',
  input: z.object({ productName: z.string().min(1).max(100), product: z.string().min(1).max(200) }),
  output: ackSchema,
});

/** business.md 3 "PCR application"; `id` and `applyTime` are assumed (docs/spec-readings.md "Assumed upstream calls and fields"). */
export const pcrApplicationRecordSchema = z.object({
  id: assumed(z.union([z.number(), z.string()]).nullish()),
  productName: z.string().nullish(),
  product: z.string().nullish(),
  applyTime: assumed(z.string().nullish()),
});
export type PcrApplicationRecord = z.infer<typeof pcrApplicationRecordSchema>;

/** POST /p/pcr/apply/list, assumed (the spec names no such call): the caller's own, newest first. */
export const listPcrApplications = defineOperation({
  id: 'pcr.applyList',
  method: 'POST',
  path: '/p/pcr/apply/list',
  access: 'user',
  input: z.object({ pageNum: z.number().int().min(1).max(1000), pageSize: z.number().int().min(1).max(100) }),
  output: z.object({
    list: z.array(pcrApplicationRecordSchema),
    totals: assumed(z.coerce.number().int().min(0).nullish()),
  }),
});
