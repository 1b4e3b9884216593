import type { GuardNotice } from '@/lib/viewer/access';
import type { FieldErrors } from '@/lib/validation/field-errors';
import type { ErrorCode } from './error-codes';

/** A refusal the portal decides, by a code of `error-codes.ts`; the BFF wrapper looks up its status and words. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  /** Field errors of bad input, keyed by the field's dotted path. */
  readonly fields: FieldErrors | undefined;
  readonly notice: GuardNotice | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    detail: { fields?: FieldErrors; notice?: GuardNotice; retryAfterSeconds?: number } = {},
  ) {
    super(code);
    this.name = 'DomainError';
    this.code = code;
    this.fields = detail.fields;
    this.notice = detail.notice;
    this.retryAfterSeconds = detail.retryAfterSeconds;
  }
}
