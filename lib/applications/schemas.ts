import { uploadedFileSchema } from '@/lib/uploads/endpoints';
import * as z from '@/lib/validation/zod';
import { MAX_PRODUCTS, NAME_MODES, PRODUCT_NAME_MAX, PRODUCT_TYPES } from './dto';

/**
 * The EPD and CFP application (business.md 3 "Application form", 4, 5): one to three products,
 * each with its own product type and PCR (business.md 2.2, 3: items with PCR number and product
 * type). Each product is named by free text (≤ 24 characters) or by a second-level product
 * category; it needs an LCA report or a data collection sheet (business.md 1); the EPD
 * preliminary report and the technology route are optional. The company is never part of the
 * input: the platform files the application under the caller's own company.
 */
/**
 * A product's own choices, one schema for the browser (as the user types) and the BFF (before
 * upstream is asked), so both word a missing one alike. business.md 5: "PCR number required (select)".
 */
export const productChoicesSchema = z.object({
  // A text in, so the form's empty select ('') is "choose one", not a type error.
  productType: z.pipe(z.string('productTypeRequired'), z.enum(PRODUCT_TYPES, 'productTypeRequired')),
  pcrNumber: z.string('pcrRequired').check(z.trim(), z.minLength(1, 'pcrRequired'), z.maxLength(64)),
});

/**
 * A product's own checks run even when its type was refused (an enum's refusal stops zod's
 * object checks by default): a submit names every missing field of the product at once.
 */
const whenProduct = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

const attachmentId = z.optional(z.string().check(z.regex(/^\d{1,12}$/, 'invalid')));
const positiveId = z.optional(z.coerce.number().check(z.int(), z.positive()));

/** What the BFF accepts (and checks again before upstream sees it). */
export const applySaveSchema = z.object({
  products: z
    .array(
      z
        .extend(productChoicesSchema, {
          productName: z.string().check(z.trim(), z.minLength(1), z.maxLength(PRODUCT_NAME_MAX)),
          technologyId: positiveId,
          lcaAttachmentId: attachmentId,
          dataAttachment: attachmentId,
          epdAttachmentId: attachmentId,
        })
        .check(
          z.refine((product) => Boolean(product.lcaAttachmentId || product.dataAttachment), {
            message: 'applyFileRequired',
            path: ['lcaAttachmentId'],
            ...whenProduct,
          }),
        ),
    )
    .check(z.minLength(1), z.maxLength(MAX_PRODUCTS)),
});
export type ApplySaveInput = z.input<typeof applySaveSchema>;

const productFormSchema = z
  .extend(productChoicesSchema, {
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
    }, whenProduct),
  );

/**
 * The form as the browser keeps it: each product's type and PCR (empty until chosen), attachments
 * as the upload fields hold them, the name's mode.
 */
export const applyFormSchema = z.object({
  products: z.array(productFormSchema).check(z.minLength(1), z.maxLength(MAX_PRODUCTS)),
});
export type ApplyFormValues = z.input<typeof applyFormSchema>;
export type ApplyProductValues = ApplyFormValues['products'][number];
