import type { ChoiceOption } from '@/lib/site/dto';

export const PRODUCT_TYPES = ['EPD', 'CFP'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const NAME_MODES = ['text', 'category'] as const;

export const MAX_PRODUCTS = 3;
export const PRODUCT_NAME_MAX = 24;

/** A draft kept under another shape is left alone rather than put back half-read. */
export const APPLY_DRAFT_SHAPE = 'per-product';

export const emptyProduct = () => ({
  productType: '',
  pcrNumber: '',
  nameMode: 'text' as const,
  productName: '',
  categoryParent: '',
  categoryId: '',
  technologyCategory: '',
  technologyId: '',
  lca: null,
  data: null,
  epd: null,
});

/** The result page's type (business.md 2.2): the products' shared type; mixed types read as the routing table's
 * type 1, "after EPD application" (business.md 2.1). */
export function applyResultType(types: readonly ProductType[]): ProductType | '1' {
  const [first] = types;
  return first && types.every((type) => type === first) ? first : '1';
}

/** The application's pcrNumber (business.md 3): the first product's; each item carries its own (docs/spec-readings.md). */
export function applicationPcr(products: readonly { pcrNumber: string }[]): string {
  return products[0]?.pcrNumber ?? '';
}

/** business.md 2.2: the form's three downloadable templates. */
export const APPLY_TEMPLATE_CODES = [
  'EPD_SPARE_TEMPLATE',
  'LCA_TEMPLATE',
  'DATA_COLLECTION_TEMPLATE',
] as const;
export type ApplyTemplateCode = (typeof APPLY_TEMPLATE_CODES)[number];
export const isApplyTemplateCode = (code: string): code is ApplyTemplateCode =>
  (APPLY_TEMPLATE_CODES as readonly string[]).includes(code);

/** `name` null: the platform gave none, and the page names the template by its code. */
export type ApplyTemplate = {
  code: ApplyTemplateCode;
  name: string | null;
  fileName: string | null;
  version: string | null;
};

export type ApplyCatalogue = {
  pcrs: ChoiceOption[] | null;
  productCategories: ChoiceOption[] | null;
  lcaCategories: ChoiceOption[] | null;
};
