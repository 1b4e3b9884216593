import type { FieldErrors } from '@/lib/validation/field-errors';

/** A refusal the BFF itself decides (bad input, not signed in, foreign origin), as a value. */
export class BffError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;
  /** A message key from the root of messages/*.json, when the text lives outside `errors.bff`. */
  readonly messageKey: string | undefined;

  constructor(status: number, code: string, fields?: FieldErrors, messageKey?: string) {
    super(code);
    this.name = 'BffError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.messageKey = messageKey;
  }
}

/** The JSON every BFF call answers; `message` and field texts are already in the user's language. */
export type BffAnswer<T> =
  | { ok: true; data: T }
  | { ok: false; error: { code: string; message: string; fields?: Record<string, string> } };
