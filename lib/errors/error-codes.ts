/** The portal's own refusals (STYLE.md habit 8): status here, words under `errors.bff.{code}` (a code without words fails to compile). */
/** Code raises `new DomainError(code)`; only the BFF wrapper turns a code into an answer. */
export const ERROR_STATUS = {
  FOREIGN_ORIGIN: 403,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNKNOWN_OPERATION: 404,
  METHOD_NOT_ALLOWED: 405,
  INVALID_INPUT: 400,
  BODY_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  LOGIN_REQUIRED: 401,
  SESSION_EXPIRED: 401,
  STATUS_UNKNOWN: 503,
  AUDIT_PENDING: 403,
  AUDIT_REJECTED: 403,
  /** A route's guard said no; the words are the guard's notice (`guards.notice.*`). */
  GUARD_REFUSED: 403,
  CAPTCHA_EXPIRED: 422,
  NOT_REGISTERED: 422,
  TOO_MANY_CODES: 429,
  /** The shared counters (Redis) are unreachable: code sending fails closed (lib/bff/server/rate-limit.ts). */
  CODE_SENDING_UNAVAILABLE: 503,
  TOO_MANY_LOGIN_ATTEMPTS: 429,
  TOO_MANY_CAPTCHAS: 429,
  RESET_EXPIRED: 422,
  COMPANY_NOT_AUTHENTICATED: 409,
  QUOTE_NOT_FOUND: 404,
  NO_PASSWORD: 409,
  LCA_TOOL_UNAVAILABLE: 404,
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
  UPLOAD_DAMAGED: 422,
  UPLOAD_QUOTA: 429,
  EPD_NOT_FOUND: 404,
  QR_NOT_ALLOWED: 403,
  FILE_NOT_FOUND: 404,
  MESSAGE_NOT_FOUND: 404,
  // The portal's own answer failed its declared shape: never shown as a trace.
  INTERNAL: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, code);
}
