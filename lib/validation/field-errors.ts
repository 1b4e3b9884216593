import type { z } from 'zod';

/**
 * One form pattern (STYLE.md habit 7): schemas carry message keys (namespace `validation`) rather
 * than sentences, so the browser, while the user types, and the BFF, on submit, produce the same
 * errors, each turned into words by the same translator in the user's language.
 */
export type FieldErrorText = { key: string; values?: Record<string, string | number> };
export type FieldErrors = Record<string, FieldErrorText>;

/** Keys a schema may name in its messages; anything else falls back to the issue's kind. */
const KNOWN_KEY = /^[a-z][A-Za-z]+$/;

function textFor(issue: z.core.$ZodIssue): FieldErrorText {
  if (issue.message && KNOWN_KEY.test(issue.message) && !issue.message.includes(' ')) {
    return { key: issue.message };
  }
  switch (issue.code) {
    case 'too_small':
      return issue.minimum === 1 && issue.origin === 'string'
        ? { key: 'required' }
        : { key: 'tooShort', values: { min: Number(issue.minimum) } };
    case 'too_big':
      return { key: 'tooLong', values: { max: Number(issue.maximum) } };
    case 'invalid_type':
      return { key: issue.input === undefined || issue.input === null ? 'required' : 'invalid' };
    default:
      return { key: 'invalid' };
  }
}

/** The first error of each field, keyed by its dotted path (`items.0.productName`). */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_form';
    fields[path] ??= textFor(issue);
  }
  return fields;
}
