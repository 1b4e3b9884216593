import { UpstreamError } from '../http/errors.ts';

/**
 * The message codes of accounts.md 8. The portal translates them, so they travel
 * as they are in `message`, whatever the request's language.
 */
export const AccountRefusal = {
  UserLocked: 'USER_LOCKED',
  CheckCodeError: 'CHECK_CODE_ERROR',
  CheckCodeOutTime: 'CHECK_CODE_OUT_TIME',
  AccountPasswordError: 'ACCOUNT_PASSWORD_ERROR',
  CheckCodeFrequently: 'CHECK_CODE_FREQUENTLY',
  AccountNumberExists: 'ACCOUNT_NUMBER_EXISTS',
  UserNotFound: 'USER_NOT_FOUND',
} as const;

export type AccountRefusalCode = (typeof AccountRefusal)[keyof typeof AccountRefusal];

/** A business refusal: HTTP 200, envelope code 500, the message code in `message`. */
export const REFUSAL_CODE = 500;

/**
 * Codes the spec gives a meaning of their own (accounts.md 4.1 and 8): login
 * answers 106 and an SMS send answers 0 for a number that is not registered,
 * and GET /n/user/verify answers 0 for a dead token. Every other refusal is 500,
 * so a portal that reads "SMS send code 0" as "not registered" never mistakes
 * CHECK_CODE_FREQUENTLY for it.
 */
export const NOT_REGISTERED_LOGIN_CODE = 106;
export const NOT_REGISTERED_SMS_CODE = 0;

export function refusal(message: AccountRefusalCode, code: number = REFUSAL_CODE): UpstreamError {
  return new UpstreamError(code, message);
}

export function forbidden(): UpstreamError {
  return new UpstreamError(403, 'Forbidden', 403);
}
