import { uploadedFileSchema } from '@/lib/uploads/schemas';
import { encodeErrorText } from '@/lib/validation/error-text';
import * as z from '@/lib/validation/zod';
import { LCES_INTRODUCTION_MAX, LCES_PRODUCT_NAME_MAX, MAX_LCES_PRODUCTS, missingItems } from './dto';

/** The low-carbon steel evaluation application (business.md 2.2, 3, 5, 9): an introduction and one to three products, each
 * with name, process steps and data file. The company is never taken from the form: it is the caller's authenticated one. */

/** A LCES_PROCESS_SELECTION item code (SINTERING, BLAST_FURNACE…). */
const processCode = z.string().check(z.regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'invalid'));
const processList = z.array(processCode).check(z.maxLength(32));
const introduction = z.string().check(z.trim(), z.minLength(1), z.maxLength(LCES_INTRODUCTION_MAX));
const productName = z.string().check(z.trim(), z.minLength(1), z.maxLength(LCES_PRODUCT_NAME_MAX));

/** business.md 5, 8: a missing step list or data file is an error on that product's own field, with its item number. */
function requireStepsAndFiles(fileField: 'data' | 'attachmentId') {
  return (products: { process: string[]; hasFile: boolean }[], ctx: z.core.$RefinementCtx) => {
    const { withoutProcess, withoutFile } = missingItems(products);
    for (const number of withoutProcess) {
      ctx.addIssue({
        code: 'custom',
        path: [number - 1, 'process'],
        message: encodeErrorText({ key: 'lcesProcessMissing', values: { number } }),
      });
    }
    for (const number of withoutFile) {
      ctx.addIssue({
        code: 'custom',
        path: [number - 1, fileField],
        message: encodeErrorText({ key: 'lcesFileMissing', values: { number } }),
      });
    }
  };
}

export const lcesSaveSchema = z.object({
  introduction,
  products: z
    .array(
      z.object({
        productName,
        process: processList,
        attachmentId: z.optional(z.string().check(z.regex(/^\d{1,12}$/, 'invalid'))),
      }),
    )
    .check(
      z.minLength(1),
      z.maxLength(MAX_LCES_PRODUCTS),
      z.superRefine((products, ctx) =>
        requireStepsAndFiles('attachmentId')(
          products.map((product) => ({ process: product.process, hasFile: Boolean(product.attachmentId) })),
          ctx,
        ),
      ),
    ),
});
export type LcesSaveInput = z.input<typeof lcesSaveSchema>;

export const lcesFormSchema = z.object({
  introduction,
  products: z
    .array(z.object({ productName, process: processList, data: z.nullable(uploadedFileSchema) }))
    .check(
      z.minLength(1),
      z.maxLength(MAX_LCES_PRODUCTS),
      z.superRefine((products, ctx) =>
        requireStepsAndFiles('data')(
          products.map((product) => ({ process: product.process, hasFile: product.data !== null })),
          ctx,
        ),
      ),
    ),
});
export type LcesFormValues = z.input<typeof lcesFormSchema>;
export type LcesFormOutput = z.output<typeof lcesFormSchema>;
export type LcesProductValues = LcesFormValues['products'][number];

/** business.md 3: "process (selected steps joined with semicolons)". */
export function joinProcess(codes: readonly string[]): string {
  return codes.join(';');
}

/** One item of `/n/carbon/addApplication`'s array (business.md 3); `checkList` holds the step codes of `process` as an array
 * (docs/spec-readings.md "Low-carbon steel `checkList`"). */
export type LcesApplicationItem = {
  companyName: string;
  introduction: string;
  productName: string;
  process: string;
  checkList: string[];
  attachmentId: string;
};

export function toLcesItems(
  input: z.output<typeof lcesSaveSchema>,
  companyName: string,
): LcesApplicationItem[] {
  return input.products.map((product) => ({
    companyName,
    introduction: input.introduction,
    productName: product.productName,
    process: joinProcess(product.process),
    checkList: [...product.process],
    attachmentId: product.attachmentId ?? '',
  }));
}

/** A template the page offers (LCES_MODEL_DOWNLOAD: title and the file's name in the user's language). */
export type LcesTemplate = { code: string; name: string; file: string };

/** What the form offers; `null`: that list could not be loaded (the page says so). */
export type LcesCatalogue = {
  processes: { value: string; label: string }[] | null;
  templates: LcesTemplate[] | null;
  standardPdfNames: string[];
};

export const TEMPLATE_FILE_MAX = 120;

const UNSAFE_FILE_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069/\\]/;

/** Any language's letters (LCES_MODEL_DOWNLOAD names its PDF in Chinese); no `..`, no leading dot or space. Only a name
 * the dictionary lists is then asked for (server/lces-catalogue.ts). */
export const templateFileSchema = z
  .string()
  .check(
    z.refine(
      (name) =>
        name.length > 0 &&
        [...name].length <= TEMPLATE_FILE_MAX &&
        name.trim() === name &&
        !name.startsWith('.') &&
        !name.includes('..') &&
        !UNSAFE_FILE_CHARACTER.test(name),
      'invalid',
    ),
  );
