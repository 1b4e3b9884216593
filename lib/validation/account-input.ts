// Zod-free, loaded with the login pages; the schemas (./account.ts) use the same rules.

/** Mainland mobile numbers (accounts.md 5). */
export const MAINLAND_MOBILE = /^1(?:3\d|4[014-9]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/;

/** The dictionary item code that means "other" in the industry and channel trees. */
export const OTHER_ITEM = 'OTHER';

function asciiDigits(value: string): string {
  return value.replace(/[\uff10-\uff19]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
}

export function digitsOnly(value: string, length = 6): string {
  return asciiDigits(value).replace(/\D+/g, '').slice(0, length);
}

/** Full-width digits, spaces, dashes and +86/0086 are taken; a digit too many stays for the check to refuse (accounts.md 5). */
export function mobileDigits(value: string): string {
  const digits = asciiDigits(value).replace(/\D+/g, '');
  return digits.length > 11 ? digits.replace(/^(00)?86(?=1\d{10}$)/, '') : digits;
}

export function looksLikeEmail(account: string): boolean {
  return account.includes('@');
}
