import createIntlMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { contentSecurityPolicy, createNonce, securityHeaders } from '@/lib/security/headers';

/**
 * Runs before every page: language (next-intl: zh at `/`, en at `/en`, cookie `lang`), then a fresh
 * CSP nonce and the security headers. The route guards join here in the signed-in area issue, as an
 * optimistic first check only: pages and BFF handlers repeat them with fresh data (CVE-2025-29927).
 */
const intl = createIntlMiddleware(routing);

const https = (process.env.PUBLIC_ORIGIN ?? '').startsWith('https:');
const dev = process.env.NODE_ENV === 'development';

export default function proxy(request: NextRequest) {
  const nonce = createNonce();
  const csp = contentSecurityPolicy(nonce, { dev, https });
  // Next reads the nonce from the request's CSP header and stamps it on its own scripts.
  request.headers.set('content-security-policy', csp);
  request.headers.set('x-nonce', nonce);

  const response = intl(request);
  response.headers.set('content-security-policy', csp);
  for (const [name, value] of Object.entries(securityHeaders({ https }))) response.headers.set(name, value);
  return response;
}

export const config = {
  // Pages only: the BFF (/api), Next's assets and files with an extension carry their own headers.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
