/**
 * The path of a request as the router will match it, for every decision proxy.ts takes (the route
 * guard, the product page, what is a page, the visitor cache): a guard that read the raw path
 * would not know `/%61pppdf/34` for `/apppdf/34`, which the router renders.
 *
 * It follows next-intl's middleware, whose rewrite to the locale's page is what Next matches:
 * the path is decoded once with `decodeURI` (so `%2F` stays inside its segment and `%2561` is
 * `%61`, not `a`), tab, LF and CR are dropped, `\` becomes `%5C`, repeated slashes collapse, dot
 * segments resolve as in a WHATWG URL (`.`, `..`, `%2e`), and a trailing slash goes. Case stays:
 * Next matches routes case-sensitively (`/APPPDF/34` is an unknown path, sent home).
 * A path that cannot be decoded is returned as it is: Next answers it 400, and a guard whose
 * route it names still applies.
 */
export function routedPathname(pathname: string): string {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return pathname;
  }
  const sanitized = decoded.replace(/\\/g, '%5C').replace(/[\t\n\r]/g, '').replace(/\/+/g, '/');
  const resolved = new URL(sanitized.startsWith('/') ? sanitized : `/${sanitized}`, 'http://router.invalid').pathname;
  return resolved.length > 1 && resolved.endsWith('/') ? resolved.slice(0, -1) : resolved;
}
