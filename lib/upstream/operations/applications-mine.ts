import * as z from 'zod';
import { defineOperation } from '../operation';

/**
 * The applicant's own EPD/CFP applications (business.md 2.2 "My EPD", 3, 4, 7 "Applications"; upstream
 * README "Applications"). Every call needs the user's token; the `/n/carbon/*` ones carry it too.
 */

const idSchema = z.union([z.number(), z.string()]);
const statusSchema = z.union([z.number(), z.string()]).nullish();
const id = z.union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/)]);

const flowNodeSchema = z.object({
  node: z.coerce.number(),
  code: z.string(),
  name: z.string().nullish(),
  reached: z.boolean(),
  reachedTime: z.string().nullish(),
});

export const applicationListItemSchema = z.object({
  id: idSchema,
  productName: z.string().nullish(),
  productType: z.string().nullish(),
  pcrNumber: z.string().nullish(),
  pcrName: z.string().nullish(),
  companyName: z.string().nullish(),
  applyTime: z.string().nullish(),
  publishStatus: statusSchema,
  publishTime: z.string().nullish(),
  currentNode: z.coerce.number().nullish(),
  nodes: z.array(flowNodeSchema).default([]),
  quoteStatus: statusSchema,
  quoteId: idSchema.nullish(),
  contractStatus: statusSchema,
  contractId: idSchema.nullish(),
  lcaValidateStatus: statusSchema,
  lcaCorrectionNote: z.string().nullish(),
  products: z
    .array(z.object({ id: idSchema, productName: z.string().nullish(), epdId: idSchema.nullish(), epdRegistrationNumber: z.string().nullish() }))
    .default([]),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

export const productDetailSchema = z.object({
  id: idSchema,
  applyId: idSchema.nullish(),
  productName: z.string().nullish(),
  productType: z.string().nullish(),
  pcrNumber: z.string().nullish(),
  technologyName: z.string().nullish(),
  attachments: z
    .array(z.object({ field: z.string(), attachmentId: idSchema, fileName: z.string().nullish(), size: z.coerce.number().nullish(), uploadDate: z.string().nullish() }))
    .default([]),
  lcaValidateStatus: statusSchema,
  lcaCorrectionNote: z.string().nullish(),
  publishStatus: statusSchema,
  epdId: idSchema.nullish(),
  epdRegistrationNumber: z.string().nullish(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const quoteSchema = z.object({
  id: idSchema.nullish(),
  quoteNumber: z.string().nullish(),
  status: statusSchema,
  amount: z.coerce.number().nullish(),
  currency: z.string().nullish(),
  attachmentPdfId: idSchema.nullish(),
  attachmentName: z.string().nullish(),
  quoteTime: z.string().nullish(),
  answerTime: z.string().nullish(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const contractSchema = z.object({
  id: idSchema.nullish(),
  applyId: idSchema.nullish(),
  contractNumber: z.string().nullish(),
  status: statusSchema,
  contractAttachmentVO: z.object({ name: z.string().nullish(), attachmentId: idSchema }).nullish(),
  sendTime: z.string().nullish(),
  answerTime: z.string().nullish(),
});
export type Contract = z.infer<typeof contractSchema>;

/** GET /n/carbon/list?type=EPD|CFP: the caller's (and colleagues') applications, newest first. */
export const listMyApplications = defineOperation({
  id: 'applications.mine.list',
  method: 'GET',
  path: '/n/carbon/list',
  access: 'user',
  carriesToken: true,
  input: z.object({ type: z.enum(['EPD', 'CFP']) }),
  output: z.array(applicationListItemSchema),
  htmlFields: ['[].lcaCorrectionNote'],
});

/** POST /p/epd/apply {id}: one detail per product of an application. */
export const applicationProducts = defineOperation({
  id: 'applications.mine.products',
  method: 'POST',
  path: '/p/epd/apply',
  access: 'user',
  input: z.object({ id }),
  output: z.array(productDetailSchema),
  htmlFields: ['[].lcaCorrectionNote'],
});

export const quoteInfo = defineOperation({ id: 'applications.mine.quote', method: 'POST', path: '/p/price/info', access: 'user', input: z.object({ id }), output: quoteSchema });
export const confirmQuote = defineOperation({ id: 'applications.mine.quoteConfirm', method: 'POST', path: '/p/price/confirm', access: 'user', input: z.object({ id }), output: quoteSchema });
export const refuseQuote = defineOperation({ id: 'applications.mine.quoteRefuse', method: 'POST', path: '/p/price/refuse', access: 'user', input: z.object({ id }), output: quoteSchema });

export const contractInfo = defineOperation({ id: 'applications.mine.contract', method: 'POST', path: '/p/contract/info', access: 'user', input: z.object({ id }), output: contractSchema });
/** `{applyId, id}`: `id` is the contract's. */
export const confirmContract = defineOperation({
  id: 'applications.mine.contractConfirm',
  method: 'POST',
  path: '/p/contract/confirm',
  access: 'user',
  input: z.object({ applyId: id, id }),
  output: contractSchema,
});
export const refuseContract = defineOperation({
  id: 'applications.mine.contractRefuse',
  method: 'POST',
  path: '/p/contract/refuse',
  access: 'user',
  input: z.object({ applyId: id, id }),
  output: contractSchema,
});

const fileUpdateInput = z.object({
  id,
  applyId: id,
  attachmentId: id,
  version: z.enum(['TEST', 'FORMAL']).optional(),
  language: z.enum(['zh-CN', 'en']).optional(),
});
export const updateLcaAttachment = defineOperation({ id: 'applications.mine.updateLca', method: 'POST', path: '/p/lca/attachment/update', access: 'user', input: fileUpdateInput, output: productDetailSchema });
export const updateDataAttachment = defineOperation({ id: 'applications.mine.updateData', method: 'POST', path: '/p/data/attachment/update', access: 'user', input: fileUpdateInput, output: productDetailSchema });
export const updateEpdAttachment = defineOperation({ id: 'applications.mine.updateEpd', method: 'POST', path: '/p/epd/attachment/update', access: 'user', input: fileUpdateInput, output: productDetailSchema });

/** POST /p/lca/validate/updateState {applyId, status: 0}: "confirm data change" after an LCA correction. */
export const confirmDataChange = defineOperation({
  id: 'applications.mine.confirmDataChange',
  method: 'POST',
  path: '/p/lca/validate/updateState',
  access: 'user',
  input: z.object({ applyId: id, status: z.literal(0) }),
  output: applicationListItemSchema,
  htmlFields: ['lcaCorrectionNote'],
});
