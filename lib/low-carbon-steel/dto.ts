export const MAX_LCES_PRODUCTS = 3;
export const LCES_PRODUCT_NAME_MAX = 50;
export const LCES_INTRODUCTION_MAX = 2000;
/** The business type of a product's data file: LCA input, one of the spec's upload types (business.md 7). */
export const LCES_DATA_BUSINESS_TYPE = 'LCA';

/** The standard PDF's name to show beside the data file field: the one in the page's language, else any. */
export function standardPdfShown(
  templates: readonly { file: string }[] | null,
  standardPdfNames: readonly string[],
): string | null {
  return (
    templates?.find((template) => standardPdfNames.includes(template.file))?.file ??
    standardPdfNames[0] ??
    null
  );
}

/** Item numbers (1-based, as the form shows them) of the products without steps and without a file. */
export function missingItems(products: readonly { process: readonly string[]; hasFile: boolean }[]): {
  withoutProcess: number[];
  withoutFile: number[];
} {
  const numbers = (test: (product: (typeof products)[number]) => boolean) =>
    products.flatMap((product, index) => (test(product) ? [index + 1] : []));
  return {
    withoutProcess: numbers((product) => product.process.length === 0),
    withoutFile: numbers((product) => !product.hasFile),
  };
}

export const emptyLcesProduct = () => ({ productName: '', process: [] as string[], data: null });

export function toLcesSaveInput(values: {
  introduction: string;
  products: { productName: string; process: string[]; data: { id: string } | null }[];
}) {
  return {
    introduction: values.introduction,
    products: values.products.map((product) => ({
      productName: product.productName,
      process: product.process,
      attachmentId: product.data?.id,
    })),
  };
}
