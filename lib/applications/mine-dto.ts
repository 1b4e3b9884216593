import * as z from '@/lib/validation/zod';
import { FLOW_NODES } from './statuses';

/**
 * What the browser receives about its own applications (business.md 2.2 "My EPD", 3): ids as text,
 * statuses as text (asked about through `./statuses`), nothing the page does not show.
 */
const text = z.nullable(z.string());

export const flowNodeDto = z.object({
  node: z.number(),
  code: z.enum(FLOW_NODES),
  name: text,
  reached: z.boolean(),
  reachedTime: text,
});

export const applicationDto = z.object({
  id: z.string(),
  productName: text,
  productType: text,
  pcrNumber: text,
  pcrName: text,
  applyTime: text,
  publishStatus: text,
  publishTime: text,
  currentNode: z.nullable(z.number()),
  nodes: z.array(flowNodeDto),
  quoteStatus: text,
  contractStatus: text,
  lcaValidateStatus: text,
  /** Sanitised HTML from the platform. */
  lcaCorrectionNote: text,
  products: z.array(
    z.object({ id: z.string(), productName: text, epdId: text, epdRegistrationNumber: text }),
  ),
});
export type ApplicationDto = z.infer<typeof applicationDto>;

/** The five files a product may hold (upstream product detail `attachments[].field`). */
export const PRODUCT_FILE_FIELDS = [
  'lcaAttachmentCn',
  'dataAttachment',
  'epdAttachmentTest',
  'epdAttachmentCn',
  'epdAttachmentEn',
] as const;
export type ProductFileField = (typeof PRODUCT_FILE_FIELDS)[number];

export const productDto = z.object({
  id: z.string(),
  productName: text,
  productType: text,
  pcrNumber: text,
  technologyName: text,
  files: z.array(z.object({ field: z.string(), fileName: text, uploadDate: text })),
  lcaValidateStatus: text,
  publishStatus: text,
  epdRegistrationNumber: text,
});
export type ProductDto = z.infer<typeof productDto>;

export const quoteDto = z.object({
  quoteNumber: text,
  status: text,
  amount: z.nullable(z.number()),
  currency: text,
  hasPdf: z.boolean(),
  attachmentName: text,
  quoteTime: text,
  answerTime: text,
});
export type QuoteDto = z.infer<typeof quoteDto>;

export const contractDto = z.object({
  id: text,
  contractNumber: text,
  status: text,
  attachmentName: text,
  hasAttachment: z.boolean(),
  sendTime: text,
  answerTime: text,
});
export type ContractDto = z.infer<typeof contractDto>;
