import type { NextRequest } from 'next/server';

/** CSRF defence for mutating BFF calls (DESIGN.md "CSRF"): refuses a missing, `null` or foreign Origin,
 * and a `Sec-Fetch-Site` other than `same-origin`. */
export function isSameOriginRequest(req: NextRequest, publicOrigin: string): boolean {
  const fetchSite = req.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  const origin = req.headers.get('origin');
  if (!origin || origin === 'null') return false;
  if (origin === publicOrigin) return true;
  // Also the origin the browser used (its Host), for another name than PUBLIC_ORIGIN; a cross-site page cannot forge either.
  const host = req.headers.get('host');
  const scheme = req.nextUrl.protocol;
  return host !== null && origin === `${scheme}//${host}`;
}
