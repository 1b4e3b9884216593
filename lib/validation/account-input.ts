// What the account forms need besides their schemas, without zod: the forms of the login pages load
// their schemas when first needed (components/forms/use-bff-form.ts), and these with the page.
// The schemas (./account.ts) use the same rules.

/**
 * Mainland mobile numbers: 13x; 14 then 0,1,4–9; 15 except 154; 16 then 2,5,6,7; 17 then 0–8;
 * 18x; 19 except 194 (accounts.md 5).
 */
export const MAINLAND_MOBILE = /^1(?:3\d|4[014-9]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/;

/** The dictionary item code that means "other" in the industry and channel trees. */
export const OTHER_ITEM = 'OTHER';

/** Full-width digits (a Chinese input method's ０–９) as the ASCII digits they are. */
function asciiDigits(value: string): string {
  return value.replace(/[\uff10-\uff19]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
}

/** The digits of what was typed or pasted (full-width ones too), at most `length`. */
export function digitsOnly(value: string, length = 6): string {
  return asciiDigits(value).replace(/\D+/g, '').slice(0, length);
}

/**
 * A mainland mobile number from what was typed or pasted: full-width digits, spaces and dashes
 * ("138 0013 8000") and the country code ("+86 138…", "0086…") are all taken as people write them.
 * A digit too many stays, so the form's check refuses the number rather than keeping a shorter one
 * that was never typed (accounts.md 5: exactly 11 digits).
 */
export function mobileDigits(value: string): string {
  const digits = asciiDigits(value).replace(/\D+/g, '');
  return digits.length > 11 ? digits.replace(/^(00)?86(?=1\d{10}$)/, '') : digits;
}

export function looksLikeEmail(account: string): boolean {
  return account.includes('@');
}
