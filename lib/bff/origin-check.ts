import type { NextRequest } from 'next/server';

/**
 * CSRF defence for mutating BFF calls (DESIGN.md "CSRF"): Next checks Origin for server actions
 * only, and the session cookie is SameSite=Lax. A missing, `null` or foreign Origin is refused,
 * and so is a `Sec-Fetch-Site` other than `same-origin` where the browser sends one.
 */
export function isSameOriginRequest(req: NextRequest, publicOrigin: string): boolean {
  const fetchSite = req.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  const origin = req.headers.get('origin');
  if (!origin || origin === 'null') return false;
  if (origin === publicOrigin) return true;
  // The origin the browser actually used (the Host header it sent), for deployments reached under
  // another name than PUBLIC_ORIGIN; a cross-site page cannot make a browser lie about either.
  const host = req.headers.get('host');
  const scheme = req.nextUrl.protocol;
  return host !== null && origin === `${scheme}//${host}`;
}
