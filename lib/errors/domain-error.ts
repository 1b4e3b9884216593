import type { GuardNotice } from '@/lib/guards/route-access';
import type { FieldErrors } from '@/lib/validation/field-errors';
import type { ErrorCode } from './error-codes';

/**
 * A refusal decided by the portal itself (bad input, not signed in, a guard, a file that is not
 * what it claims), as a value with a code from `error-codes.ts`. It carries no status and no
 * sentence: the BFF wrapper looks both up, in the user's language.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  /** Field errors of bad input, keyed by the field's dotted path. */
  readonly fields: FieldErrors | undefined;
  /** For GUARD_REFUSED: which guard notice says why. */
  readonly notice: GuardNotice | undefined;
  /** For a rate limit: when to try again, answered as `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, detail: { fields?: FieldErrors; notice?: GuardNotice; retryAfterSeconds?: number } = {}) {
    super(code);
    this.name = 'DomainError';
    this.code = code;
    this.fields = detail.fields;
    this.notice = detail.notice;
    this.retryAfterSeconds = detail.retryAfterSeconds;
  }
}
