import * as z from 'zod';
import { assumed } from '../assumed';
import { ackSchema, defineOperation } from '../operation';

// The applicant's own applications (business.md 2.2 "My EPD", 3, 4, 7), all with the user's token. Fields beyond
// business.md 3 are `assumed(...)` and optional (docs/spec-readings.md "Assumed upstream calls and fields").

const idSchema = z.union([z.number(), z.string()]);
const statusSchema = z.union([z.number(), z.string()]).nullish();
const id = z.union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/)]);
/** A file field: the attachment's id; null, '' or 0 when the product has no such file. */
const fileIdSchema = idSchema.nullish();

const flowNodeSchema = z.object({
  node: z.coerce.number(),
  code: z.string(),
  name: z.string().nullish(),
  reached: z.boolean(),
  reachedTime: z.string().nullish(),
});

/** business.md 3 "Carbon application list item": EPD and CFP applications and low-carbon steel evaluations alike. */
export const applicationListItemSchema = z.object({
  id: idSchema,
  productName: z.string().nullish(),
  applyTime: z.string().nullish(),
  publishStatus: statusSchema,
  pcrName: z.string().nullish(),
  productType: assumed(z.string().nullish()),
  pcrNumber: assumed(z.string().nullish()),
  publishTime: assumed(z.string().nullish()),
  currentNode: assumed(z.coerce.number().nullish()),
  nodes: assumed(z.array(flowNodeSchema).nullish()),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

const attachmentSchema = z.object({
  field: z.string(),
  attachmentId: idSchema,
  fileName: z.string().nullish(),
  uploadDate: z.string().nullish(),
});

/** business.md 3 "Application detail per product". */
export const productDetailSchema = z.object({
  applyId: idSchema.nullish(),
  id: idSchema,
  productName: z.string().nullish(),
  productType: z.string().nullish(),
  lcaAttachmentCn: fileIdSchema,
  dataAttachment: fileIdSchema,
  epdAttachmentTest: fileIdSchema,
  epdAttachmentCn: fileIdSchema,
  epdAttachmentEn: fileIdSchema,
  lcaValidateStatus: statusSchema,
  pcrNumber: assumed(z.string().nullish()),
  technologyName: assumed(z.string().nullish()),
  attachments: assumed(z.array(attachmentSchema).nullish()),
  lcaCorrectionNote: assumed(z.string().nullish()),
  epdId: assumed(idSchema.nullish()),
  epdRegistrationNumber: assumed(z.string().nullish()),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** business.md 3 "Service quote". */
export const quoteSchema = z.object({
  id: idSchema.nullish(),
  attachmentPdfId: idSchema.nullish(),
  status: statusSchema,
  quoteNumber: assumed(z.string().nullish()),
  amount: assumed(z.coerce.number().nullish()),
  currency: assumed(z.string().nullish()),
  attachmentName: assumed(z.string().nullish()),
  quoteTime: assumed(z.string().nullish()),
  answerTime: assumed(z.string().nullish()),
});
export type Quote = z.infer<typeof quoteSchema>;

/** business.md 3 "Contract". */
export const contractSchema = z.object({
  id: idSchema.nullish(),
  applyId: idSchema.nullish(),
  status: statusSchema,
  contractAttachmentVO: z.object({ name: z.string().nullish(), attachmentId: idSchema }).nullish(),
  contractNumber: assumed(z.string().nullish()),
  sendTime: assumed(z.string().nullish()),
  answerTime: assumed(z.string().nullish()),
});
export type Contract = z.infer<typeof contractSchema>;

/** GET /n/carbon/list: the caller's company's carbon applications, newest first; the spec names no request field. */
export const listMyApplications = defineOperation({
  id: 'applications.mine.list',
  method: 'GET',
  path: '/n/carbon/list',
  access: 'user',
  carriesToken: true,
  input: z.object({}),
  output: z.array(applicationListItemSchema),
});

export const applicationProducts = defineOperation({
  id: 'applications.mine.products',
  method: 'POST',
  path: '/p/epd/apply',
  access: 'user',
  input: z.object({ id }),
  output: z.array(productDetailSchema),
  htmlFields: ['[].lcaCorrectionNote'],
});

export const quoteInfo = defineOperation({
  id: 'applications.mine.quote',
  method: 'POST',
  path: '/p/price/info',
  access: 'user',
  input: z.object({ id }),
  output: quoteSchema,
});
/** Confirm and refuse: the spec shapes no answer; the quote is read again after either. */
export const confirmQuote = defineOperation({
  id: 'applications.mine.quoteConfirm',
  method: 'POST',
  path: '/p/price/confirm',
  access: 'user',
  input: z.object({ id }),
  output: ackSchema,
});
export const refuseQuote = defineOperation({
  id: 'applications.mine.quoteRefuse',
  method: 'POST',
  path: '/p/price/refuse',
  access: 'user',
  input: z.object({ id }),
  output: ackSchema,
});

export const contractInfo = defineOperation({
  id: 'applications.mine.contract',
  method: 'POST',
  path: '/p/contract/info',
  access: 'user',
  input: z.object({ id }),
  output: contractSchema,
});
/** `{applyId, id}`: `id` is the contract's. The spec shapes no answer; the contract is read again after either. */
export const confirmContract = defineOperation({
  id: 'applications.mine.contractConfirm',
  method: 'POST',
  path: '/p/contract/confirm',
  access: 'user',
  input: z.object({ applyId: id, id }),
  output: ackSchema,
});
export const refuseContract = defineOperation({
  id: 'applications.mine.contractRefuse',
  method: 'POST',
  path: '/p/contract/refuse',
  access: 'user',
  input: z.object({ applyId: id, id }),
  output: ackSchema,
});

/** business.md 7: "the application row plus attachment id, language, version"; the answer is not read. */
const fileUpdateInput = z.object({
  id,
  applyId: id,
  attachmentId: id,
  version: z.enum(['TEST', 'FORMAL']).optional(),
  language: z.enum(['zh-CN', 'en']).optional(),
});
export const updateLcaAttachment = defineOperation({
  id: 'applications.mine.updateLca',
  method: 'POST',
  path: '/p/lca/attachment/update',
  access: 'user',
  input: fileUpdateInput,
  output: ackSchema,
});
export const updateDataAttachment = defineOperation({
  id: 'applications.mine.updateData',
  method: 'POST',
  path: '/p/data/attachment/update',
  access: 'user',
  input: fileUpdateInput,
  output: ackSchema,
});
export const updateEpdAttachment = defineOperation({
  id: 'applications.mine.updateEpd',
  method: 'POST',
  path: '/p/epd/attachment/update',
  access: 'user',
  input: fileUpdateInput,
  output: ackSchema,
});

/** POST /p/lca/validate/updateState {applyId, status: 0}: "confirm data change" after an LCA correction. */
export const confirmDataChange = defineOperation({
  id: 'applications.mine.confirmDataChange',
  method: 'POST',
  path: '/p/lca/validate/updateState',
  access: 'user',
  input: z.object({ applyId: id, status: z.literal(0) }),
  output: ackSchema,
});
