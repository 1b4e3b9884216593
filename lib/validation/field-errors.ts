import type * as z from '@/lib/validation/zod';
import { decodeErrorText, type FieldErrorText } from './error-text';

/** STYLE.md habit 7: schemas carry `validation` keys, so browser and BFF give the same errors, worded by one translator. */
export type { FieldErrorText };
export type FieldErrors = Record<string, FieldErrorText>;

/** The first error of each field, keyed by its dotted path (`items.0.productName`). */
export function toFieldErrors(error: z.core.$ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_form';
    fields[path] ??= decodeErrorText(issue.message);
  }
  return fields;
}
