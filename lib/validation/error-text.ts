/** A field error inside a zod issue message: a `validation` key, with any values as a query string (`tooLong?max=32`). */
export type FieldErrorText = { key: string; values?: Record<string, string | number> };

const KEY = /^[a-z][A-Za-z]+$/;

/** A key of the `validation` namespace (messages/en.json types every key, STYLE.md habit 10). */
export type ValidationKey = keyof (typeof import('@/messages/en.json'))['validation'];

/** The translator's run-time `has`, whose parameter type asks for the known key being found out. */
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
  for (const [name, value] of new URLSearchParams(query))
    values[name] = /^\d+$/.test(value) ? Number(value) : value;
  return { key, values };
}
