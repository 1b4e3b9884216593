import type { LcesFormOutput, LcesProductValues, LcesSaveInput } from './lces-schemas';

// What the low-carbon steel application form needs besides its schema, without zod: the form loads
// its schema when it is first needed (components/forms/use-bff-form.ts), and these with the page
// (README "Page weight"). The schemas are in `./lces-schemas`.

export const MAX_LCES_PRODUCTS = 3;
export const LCES_PRODUCT_NAME_MAX = 50;
export const LCES_INTRODUCTION_MAX = 2000;
/** The business type of a product's data file (not named by the spec; upstream README "Assumed"). */
export const LCES_DATA_BUSINESS_TYPE = 'LCES_DATA';

/** Item numbers (1-based, as the form shows them) of the products without steps and without a file. */
export function missingItems(products: readonly { process: readonly string[]; hasFile: boolean }[]): { withoutProcess: number[]; withoutFile: number[] } {
  const numbers = (test: (product: (typeof products)[number]) => boolean) => products.flatMap((product, index) => (test(product) ? [index + 1] : []));
  return { withoutProcess: numbers((product) => product.process.length === 0), withoutFile: numbers((product) => !product.hasFile) };
}

export const emptyLcesProduct = (): LcesProductValues => ({ productName: '', process: [], data: null });

/** The form's values as the BFF's input. */
export function toLcesSaveInput(values: LcesFormOutput): LcesSaveInput {
  return {
    introduction: values.introduction,
    products: values.products.map((product) => ({ productName: product.productName, process: product.process, attachmentId: product.data?.id })),
  };
}
