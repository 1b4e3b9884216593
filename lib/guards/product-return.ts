/**
 * "Without a token it returns to /app/epd/{stored pdf id}" (business.md 2.2, 2.1 for /appLoginform):
 * /apppdf/{businessId} and /appLoginform?id={businessId} carry the report's business id, not the
 * declaration's, and no platform call maps one to the other. The old app kept the id of the product
 * page last opened in local storage; the portal keeps it in a cookie the product page sets, so the
 * server (proxy.ts's guard and the pages) can send a visitor back to the right product page.
 * Plain functions, free of `server-only`: proxy.ts, the App Router and the Pages Router all use them.
 */

/** httpOnly: only the server reads it. Not the session: a visitor has none, and it holds nothing secret. */
export const PRODUCT_RETURN_COOKIE = 'epd_return';

/** Long enough to come back after a login that needed a registration; a handful of products at most. */
export const PRODUCT_RETURN_MAX_AGE = 30 * 24 * 60 * 60;
const MAX_ENTRIES = 8;

type Entry = { businessId: string; epdId: string };

const ID = /^[1-9]\d{0,11}$/;

function parse(value: string | null | undefined): Entry[] {
  if (!value) return [];
  return value
    .split('~')
    .map((pair) => pair.split('.'))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts.every((part) => ID.test(part)))
    .map(([businessId, epdId]) => ({ businessId, epdId }));
}

/** The cookie's new value once the product page of `epdId`, whose report is `businessId`, was shown. */
export function rememberProduct(current: string | null | undefined, entry: Entry): string | null {
  if (!ID.test(entry.businessId) || !ID.test(entry.epdId)) return current ?? null;
  const others = parse(current).filter((known) => known.businessId !== entry.businessId);
  return [entry, ...others]
    .slice(0, MAX_ENTRIES)
    .map((known) => `${known.businessId}.${known.epdId}`)
    .join('~');
}

/** The product page (without language prefix) whose report is `businessId`, when this browser saw it. */
export function productPathFor(cookie: string | null | undefined, businessId: string): string | null {
  const entry = parse(cookie).find((known) => known.businessId === businessId);
  return entry ? `/app/epd/${entry.epdId}` : null;
}

/**
 * Where a visitor without a session goes from the report `businessId` (/apppdf, /appLoginform):
 * back to its product page when this browser came from there, else the mobile login for that
 * report, which returns to it after login. Without a report (/appLoginform with no `id`), the
 * product page this browser opened last, the old app's one "stored pdf id" (accounts.md 2.10);
 * the mobile login when it opened none.
 */
export function visitorReturnPath(cookie: string | null | undefined, businessId: string | null): string {
  if (!businessId) {
    const last = parse(cookie)[0];
    return last ? `/app/epd/${last.epdId}` : '/appLogin';
  }
  return productPathFor(cookie, businessId) ?? `/Loginapp?id=${encodeURIComponent(businessId)}`;
}

/** The Set-Cookie value that remembers `value`. */
export function productReturnCookie(value: string, secure: boolean): string {
  return `${PRODUCT_RETURN_COOKIE}=${value}; Path=/; Max-Age=${PRODUCT_RETURN_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
