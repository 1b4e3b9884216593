import * as z from 'zod';

// Validation rules of accounts.md 5, as the platform enforces them again on its side.

/** Mainland mobile numbers: 13x, 14[0145-9], 15 but not 154, 16[2567], 17[0-8], 18x, 19 but not 194. */
export const MAINLAND_MOBILE = /^1(?:3\d|4[0145-9]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/;

/** 8 to 16 characters with at least one lowercase letter, one uppercase letter and one digit. */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,16}$/;

export const mobileSchema = z.string().trim().regex(MAINLAND_MOBILE, 'Invalid mainland mobile number');

// Accounts are stored lower-cased, so Demo@… and demo@… are one account.
export const emailSchema = z.string().trim().toLowerCase().max(128).pipe(z.email());

/**
 * The code as typed. Anything that is not the 6 digits sent is simply a wrong
 * code (CHECK_CODE_ERROR, counted as a wrong try), not a malformed request.
 */
export const codeSchema = z.coerce.string().trim().min(1).max(16);

export const companyNameSchema = z.string().trim().min(1).max(32);

/** Dictionary codes and ids arrive as strings or numbers. */
export const dictCodeSchema = z.coerce.string().trim().min(1).max(64);

/** An account that looks like an e-mail address uses the e-mail channel (business.md 5). */
export function isEmailAccount(account: string): boolean {
  return account.includes('@');
}
