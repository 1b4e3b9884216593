import { uploadedFileSchema } from '@/lib/uploads/schemas';
import * as z from '@/lib/validation/zod';
import { CARD_PARTS, PRODUCT_FILE_FIELDS } from './dto';
import { FLOW_NODES } from './statuses';

/** Files resent for one product during an LCA correction (business.md 4): any of its five, at least one. */
export const correctionFilesSchema = z
  .object({
    lcaAttachmentCn: z.nullable(uploadedFileSchema),
    dataAttachment: z.nullable(uploadedFileSchema),
    epdAttachmentTest: z.nullable(uploadedFileSchema),
    epdAttachmentCn: z.nullable(uploadedFileSchema),
    epdAttachmentEn: z.nullable(uploadedFileSchema),
  })
  .check(
    z.refine((files) => Object.values(files).some(Boolean), {
      message: 'required',
      path: ['lcaAttachmentCn'],
    }),
  );

/** What the browser gets of its applications (business.md 2.2, 3): ids and statuses as text, read through `./statuses`. */
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
  productTypes: z.array(z.enum(['EPD', 'CFP'])),
  pcrNumber: text,
  pcrName: text,
  applyTime: text,
  publishStatus: text,
  publishTime: text,
  nodes: z.array(flowNodeDto),
  quoteStatus: text,
  contractStatus: text,
  lcaValidateStatus: text,
  /** Sanitised HTML from the platform. */
  lcaCorrectionNote: text,
  products: z.array(
    z.object({ id: z.string(), productName: text, epdId: text, epdRegistrationNumber: text }),
  ),
  unavailable: z.array(z.enum(CARD_PARTS)),
});
export type ApplicationDto = z.infer<typeof applicationDto>;

export const evaluationDto = z.object({
  id: z.string(),
  productName: text,
  applyTime: text,
  publishStatus: text,
});
export type EvaluationDto = z.infer<typeof evaluationDto>;

/** The page's three lists, from the one carbon application list (docs/design-conformance.md). */
export const mineListDto = z.object({
  epd: z.array(applicationDto),
  cfp: z.array(applicationDto),
  evaluations: z.array(evaluationDto),
});
export type MineListDto = z.infer<typeof mineListDto>;

export const productDto = z.object({
  id: z.string(),
  productName: text,
  productType: text,
  pcrNumber: text,
  technologyName: text,
  files: z.array(z.object({ field: z.enum(PRODUCT_FILE_FIELDS), fileName: text, uploadDate: text })),
  lcaValidateStatus: text,
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

/** A quote's or a contract's answer (business.md 3). */
export const answerSchema = z.enum(['confirm', 'refuse']);
