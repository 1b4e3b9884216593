import type { ApplyProductValues, ProductType } from './apply-schemas';

// What the EPD and CFP application form needs besides its schema, without zod: the form loads its
// schema when it is first needed (components/forms/use-bff-form.ts), and these with the page
// (README "Page weight"). The schema is in `./apply-schemas`.

export const MAX_PRODUCTS = 3;
export const PRODUCT_NAME_MAX = 24;

/**
 * The form's values changed shape when each product got its own type and PCR: a draft kept under
 * the old key is left alone rather than put back half-read.
 */
export const APPLY_DRAFT_SHAPE = 'per-product';

/** A product block before anything is chosen: no type, no PCR, named by free text, no file yet. */
export const emptyProduct = (): ApplyProductValues => ({
  productType: '',
  pcrNumber: '',
  nameMode: 'text',
  productName: '',
  categoryParent: '',
  categoryId: '',
  technologyCategory: '',
  technologyId: '',
  lca: null,
  data: null,
  epd: null,
});

/**
 * The result page after an application (business.md 2.2 "Result page": EPD, CFP): the products'
 * type when they share one; products of both types read as the routing table's type 1, "after EPD
 * application" (business.md 2.1), which names no type.
 */
export function applyResultType(types: readonly ProductType[]): ProductType | '1' {
  const [first] = types;
  return first && types.every((type) => type === first) ? first : '1';
}

/**
 * The application's own PCR (business.md 3 "Application form": companyName, pcrNumber, items):
 * the first product's, each item carrying its own (docs/spec-readings.md).
 */
export function applicationPcr(products: readonly { pcrNumber: string }[]): string {
  return products[0]?.pcrNumber ?? '';
}
