/**
 * A field error as it travels inside a zod issue message: a key of the `validation` namespace and,
 * for the few messages with numbers, its values as a query string (`tooLong?max=32`). Schemas write
 * plain keys (`mobileInvalid`); `lib/validation/zod.ts` words the issues they leave unworded.
 */
export type FieldErrorText = { key: string; values?: Record<string, string | number> };

const KEY = /^[a-z][A-Za-z]+$/;

/** A key of the `validation` namespace (messages/en.json types every key, STYLE.md habit 10). */
export type ValidationKey = keyof (typeof import('@/messages/en.json'))['validation'];

/**
 * Narrows a key that came through a zod issue to a known validation key, with the translator's
 * own run-time `has`: its parameter type asks for a known key, which is what is being found out.
 */
export function isValidationKey(has: (key: ValidationKey) => boolean, key: string): key is ValidationKey {
  return (has as (key: string) => boolean)(key);
}

export function encodeErrorText(text: FieldErrorText): string {
  if (!text.values) return text.key;
  return `${text.key}?${new URLSearchParams(Object.entries(text.values).map(([name, value]) => [name, String(value)]))}`;
}

/** The key and values of an issue message; anything that is not one of ours reads "invalid". */
export function decodeErrorText(message: string | undefined): FieldErrorText {
  const [key = '', query] = (message ?? '').split('?', 2);
  if (!KEY.test(key)) return { key: 'invalid' };
  if (!query) return { key };
  const values: Record<string, string | number> = {};
  for (const [name, value] of new URLSearchParams(query)) values[name] = /^\d+$/.test(value) ? Number(value) : value;
  return { key, values };
}
