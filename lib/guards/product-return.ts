/** "Without a token it returns to /app/epd/{stored pdf id}" (business.md 2.1, 2.2): /apppdf and /appLoginform carry the
 * report's business id, which no call maps to the declaration, so the product page keeps the pair in a cookie for the
 * server. Free of `server-only`: proxy.ts and both routers use it. */

/** httpOnly: only the server reads it. Not the session: a visitor has none, and it holds nothing secret. */
export const PRODUCT_RETURN_COOKIE = 'epd_return';

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

export function rememberProduct(current: string | null | undefined, entry: Entry): string | null {
  if (!ID.test(entry.businessId) || !ID.test(entry.epdId)) return current ?? null;
  const others = parse(current).filter((known) => known.businessId !== entry.businessId);
  return [entry, ...others]
    .slice(0, MAX_ENTRIES)
    .map((known) => `${known.businessId}.${known.epdId}`)
    .join('~');
}

export function productPathFor(cookie: string | null | undefined, businessId: string): string | null {
  const entry = parse(cookie).find((known) => known.businessId === businessId);
  return entry ? `/app/epd/${entry.epdId}` : null;
}

/** The report's product page when this browser came from there, else the mobile login for it; without a report, the
 * product page opened last (accounts.md 2.10), else the mobile login. */
export function visitorReturnPath(cookie: string | null | undefined, businessId: string | null): string {
  if (!businessId) {
    const last = parse(cookie)[0];
    return last ? `/app/epd/${last.epdId}` : '/appLogin';
  }
  return productPathFor(cookie, businessId) ?? `/Loginapp?id=${encodeURIComponent(businessId)}`;
}

export function productReturnCookie(value: string, secure: boolean): string {
  return `${PRODUCT_RETURN_COOKIE}=${value}; Path=/; Max-Age=${PRODUCT_RETURN_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
