/**
 * The one table of the portal's own refusals (STYLE.md habit 8, as dub's `error-codes.ts`): each
 * code has its HTTP status here and its words under `errors.bff.{code}` in messages/*.json (the
 * types make a code without words a compile error, see `lib/bff/with-bff.ts`). Domain and guard
 * code raise `new DomainError(code)`; only the BFF wrapper turns a code into an answer.
 */
export const ERROR_STATUS = {
  // The request itself
  FOREIGN_ORIGIN: 403,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNKNOWN_OPERATION: 404,
  METHOD_NOT_ALLOWED: 405,
  INVALID_INPUT: 400,
  /** A body larger than its endpoint declares (lib/bff/endpoint.ts `maxBody`): never read whole. */
  BODY_TOO_LARGE: 413,
  /** A write past its endpoint's declared limit (lib/bff/endpoint.ts `limit`), with `Retry-After`. */
  TOO_MANY_REQUESTS: 429,
  // Session and guards
  LOGIN_REQUIRED: 401,
  SESSION_EXPIRED: 401,
  STATUS_UNKNOWN: 503,
  AUDIT_PENDING: 403,
  AUDIT_REJECTED: 403,
  /** A route's guard said no; the words are the guard's notice (`guards.notice.*`). */
  GUARD_REFUSED: 403,
  // Accounts
  CAPTCHA_EXPIRED: 422,
  NOT_REGISTERED: 422,
  TOO_MANY_CODES: 429,
  /** The shared counters (Redis) are unreachable: code sending fails closed (lib/bff/rate-limit.ts). */
  CODE_SENDING_UNAVAILABLE: 503,
  TOO_MANY_LOGIN_ATTEMPTS: 429,
  TOO_MANY_CAPTCHAS: 429,
  RESET_EXPIRED: 422,
  COMPANY_NOT_AUTHENTICATED: 409,
  QUOTE_NOT_FOUND: 404,
  NO_PASSWORD: 409,
  LCA_TOOL_UNAVAILABLE: 404,
  // Uploads
  UPLOAD_MISSING: 400,
  UPLOAD_EMPTY: 400,
  UPLOAD_TOO_LARGE: 413,
  UPLOAD_IMAGE_TOO_LARGE: 413,
  UPLOAD_NAME_TOO_LONG: 400,
  UPLOAD_NAME_TOO_LONG_90: 400,
  UPLOAD_IMAGEONLY: 415,
  UPLOAD_PDFONLY: 415,
  UPLOAD_ZIPONLY: 415,
  UPLOAD_EXCELONLY: 415,
  /** A PDF where only the one standard PDF, by its exact name, is taken (business.md 5). */
  UPLOAD_NOT_STANDARD_PDF: 415,
  /** Its first bytes were right, its end is missing: cut short or damaged. */
  UPLOAD_DAMAGED: 422,
  /** The uploads of one user in an hour passed their count or their bytes. */
  UPLOAD_QUOTA: 429,
  // Declarations and files
  EPD_NOT_FOUND: 404,
  QR_NOT_ALLOWED: 403,
  FILE_NOT_FOUND: 404,
  // Messages
  MESSAGE_NOT_FOUND: 404,
  // The portal's own answer failed its declared shape: a bug, never shown as a trace.
  INTERNAL: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, code);
}
