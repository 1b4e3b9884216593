import type { ApplyProductValues } from './apply-schemas';

// What the EPD and CFP application form needs besides its schema, without zod: the form loads its
// schema when it is first needed (components/forms/use-bff-form.ts), and these with the page
// (README "Page weight"). The schema is in `./apply-schemas`.

export const MAX_PRODUCTS = 3;
export const PRODUCT_NAME_MAX = 24;

/** A product block before anything is chosen: named by free text, no file yet. */
export const emptyProduct = (): ApplyProductValues => ({
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
