import * as z from 'zod';
import { assumed } from '../assumed';
import { ackSchema, defineOperation } from '../operation';

// The EPD and CFP application form's calls (business.md 4, 5): behind login (business.md 2.1), so its catalogue is
// read with the user's token and never cached (DESIGN.md "What is cached"). Upstream ignores `apply.companyName`.
const id = z.coerce.number().int();

const productCategoryLeafSchema = z.object({
  id,
  parentId: id,
  code: z.string(),
  name: z.string(),
  pcrNumber: z.string().nullish(),
});
export const productCategorySchema = productCategoryLeafSchema.extend({
  children: z.array(productCategoryLeafSchema).default([]),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** POST p/productCategory/list: the product categories under one parent (names localised). */
export const listProductCategories = defineOperation({
  id: 'applications.productCategories',
  method: 'POST',
  path: '/p/productCategory/list',
  access: 'user',
  // business.md 7 "POST /p/productCategory/list: id": read as the parent category, 0 for the top level.
  input: z.object({ id: z.number().int().min(0) }),
  output: z.array(productCategorySchema),
});

/** business.md 7: "items with code and attachmentId"; the rest is the reference upstream's. */
export const applicationTemplateSchema = z.object({
  id: assumed(id.nullish()),
  code: z.string(),
  name: assumed(z.string().nullish()),
  fileName: assumed(z.string().nullish()),
  attachmentId: id.nullish(),
  i18n: assumed(z.string().nullish()),
  version: assumed(z.string().nullish()),
  updateTime: assumed(z.string().nullish()),
});
export type ApplicationTemplate = z.infer<typeof applicationTemplateSchema>;

/** POST p/model/manage/page: the application templates in one language (zh-CN or en). */
export const listApplicationTemplates = defineOperation({
  id: 'applications.templates',
  method: 'POST',
  path: '/p/model/manage/page',
  access: 'user',
  input: z.object({
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(50),
    i18n: z.enum(['zh-CN', 'en']),
  }),
  output: z.object({ list: z.array(applicationTemplateSchema), totals: z.coerce.number().int() }),
});

export const lcaCategorySchema = z.object({
  id,
  code: z.string(),
  name: z.string(),
  description: z.string().nullish(),
});

export const listLcaCategories = defineOperation({
  id: 'applications.lcaCategories',
  method: 'GET',
  path: '/p/lca/categories',
  access: 'user',
  input: z.object({}),
  output: z.array(lcaCategorySchema),
});

export const lcaTechnologySchema = z.object({
  id,
  categoryId: id,
  code: z.string(),
  name: z.string(),
  description: z.string().nullish(),
});

/** GET p/lca/technology/{categoryId}: the technology routes of one family; unknown `[]`. */
export const listLcaTechnologies = defineOperation({
  id: 'applications.lcaTechnologies',
  method: 'GET',
  path: '/p/lca/technology/:categoryId',
  access: 'user',
  input: z.object({ categoryId: z.number().int().positive() }),
  output: z.array(lcaTechnologySchema),
});

/** POST p/apply/for/save: the body holds only what business.md 3 "Application form" names. */
export const saveApplication = defineOperation({
  id: 'applications.save',
  method: 'POST',
  path: '/p/apply/for/save',
  access: 'user',
  input: z.object({
    apply: z.object({ companyName: z.string().optional(), pcrNumber: z.string() }),
    epd: z.array(
      z.object({
        pcrNumber: z.string(),
        productType: z.enum(['EPD', 'CFP']),
        productName: z.string(),
        lcaAttachmentId: z.string().optional(),
        dataAttachment: z.string().optional(),
        epdAttachmentId: z.string().optional(),
        technologyId: z.number().int().optional(),
      }),
    ),
  }),
  output: ackSchema,
});
