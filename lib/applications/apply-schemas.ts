import type { ChoiceOption } from '@/lib/site/endpoints';
import { uploadedFileSchema } from '@/lib/uploads/endpoints';
import * as z from '@/lib/validation/zod';
import { MAX_PRODUCTS, PRODUCT_NAME_MAX } from './apply-form';

/**
 * The EPD and CFP application (business.md 4, 5): one to three products of one type under one
 * PCR. Each product is named by free text (≤ 24 characters) or by a second-level product
 * category; it needs an LCA report or a data collection sheet (business.md 1); the EPD
 * preliminary report and the technology route are optional. The company is never part of the
 * input: the platform files the application under the caller's own company.
 */
export const PRODUCT_TYPES = ['EPD', 'CFP'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

const attachmentId = z.optional(z.string().check(z.regex(/^\d{1,12}$/, 'invalid')));
const positiveId = z.optional(z.coerce.number().check(z.int(), z.positive()));

/** What the BFF accepts (and checks again before upstream sees it). */
export const applySaveSchema = z.object({
  productType: z.enum(PRODUCT_TYPES),
  pcrNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  products: z
    .array(
      z
        .object({
          productName: z.string().check(z.trim(), z.minLength(1), z.maxLength(PRODUCT_NAME_MAX)),
          productCategoryId: positiveId,
          technologyId: positiveId,
          lcaAttachmentId: attachmentId,
          dataAttachment: attachmentId,
          epdAttachmentId: attachmentId,
        })
        .check(
          z.refine((product) => Boolean(product.lcaAttachmentId || product.dataAttachment), {
            message: 'applyFileRequired',
            path: ['lcaAttachmentId'],
          }),
        ),
    )
    .check(z.minLength(1), z.maxLength(MAX_PRODUCTS)),
});
export type ApplySaveInput = z.input<typeof applySaveSchema>;

export const NAME_MODES = ['text', 'category'] as const;

const productFormSchema = z
  .object({
    nameMode: z.enum(NAME_MODES),
    productName: z.string().check(z.trim(), z.maxLength(PRODUCT_NAME_MAX)),
    categoryParent: z.string(),
    categoryId: z.string(),
    technologyCategory: z.string(),
    technologyId: z.string(),
    lca: z.nullable(uploadedFileSchema),
    data: z.nullable(uploadedFileSchema),
    epd: z.nullable(uploadedFileSchema),
  })
  .check(
    z.superRefine((product, ctx) => {
      if (product.nameMode === 'text' && !product.productName)
        ctx.addIssue({ code: 'custom', message: 'required', path: ['productName'] });
      if (product.nameMode === 'category' && !product.categoryId)
        ctx.addIssue({ code: 'custom', message: 'required', path: ['categoryId'] });
      if (!product.lca && !product.data)
        ctx.addIssue({ code: 'custom', message: 'applyFileRequired', path: ['lca'] });
    }),
  );

/** The form as the browser keeps it: attachments as the upload fields hold them, the name's mode. */
export const applyFormSchema = z.object({
  productType: z.enum(PRODUCT_TYPES),
  pcrNumber: z.string().check(z.minLength(1)),
  products: z.array(productFormSchema).check(z.minLength(1), z.maxLength(MAX_PRODUCTS)),
});
export type ApplyFormValues = z.input<typeof applyFormSchema>;
export type ApplyProductValues = ApplyFormValues['products'][number];

/** A template the /Epd page offers for download, in the user's language. */
export type ApplyTemplate = { code: string; name: string; fileName: string | null; version: string | null };

/** What the form offers, from the platform's catalogue; `null`: that list could not be loaded. */
export type ApplyCatalogue = {
  pcrs: ChoiceOption[] | null;
  productCategories: ChoiceOption[] | null;
  lcaCategories: ChoiceOption[] | null;
};
