import type * as z from '@/lib/validation/zod';
import { decodeErrorText, type FieldErrorText } from './error-text';

/**
 * One form pattern (STYLE.md habit 7): schemas carry message keys (namespace `validation`) rather
 * than sentences, so the browser, while the user types, and the BFF, on submit, produce the same
 * errors, each turned into words by the same translator in the user's language.
 */
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
