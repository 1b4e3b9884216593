import { uploadedFileSchema } from '@/lib/uploads/schemas';
import * as z from '@/lib/validation/zod';
import { MAX_PRODUCTS, NAME_MODES, PRODUCT_NAME_MAX, PRODUCT_TYPES } from './dto';

/** The EPD and CFP application (business.md 3 "Application form", 4, 5): one to three products, each with its own type
 * and PCR, named by free text or a second-level category, with an LCA report or a data sheet (business.md 1). The company
 * is never input: the platform files it under the caller's own. business.md 5: "PCR number required (select)". */
export const productChoicesSchema = z.object({
  // A text in, so the form's empty select ('') is "choose one", not a type error.
  productType: z.pipe(z.string('productTypeRequired'), z.enum(PRODUCT_TYPES, 'productTypeRequired')),
  pcrNumber: z.string('pcrRequired').check(z.trim(), z.minLength(1, 'pcrRequired'), z.maxLength(64)),
});

/** A product's checks run even when its type was refused, so a submit names every missing field at once. */
const whenProduct = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

const attachmentId = z.optional(z.string().check(z.regex(/^\d{1,12}$/, 'invalid')));
const positiveId = z.optional(z.coerce.number().check(z.int(), z.positive()));

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

export const applyFormSchema = z.object({
  products: z.array(productFormSchema).check(z.minLength(1), z.maxLength(MAX_PRODUCTS)),
});
export type ApplyFormValues = z.input<typeof applyFormSchema>;
export type ApplyProductValues = ApplyFormValues['products'][number];
