import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { optimisticGuard } from '@/lib/guards/optimistic-guard';
import { routing } from '@/lib/i18n/routing';
import { contentSecurityPolicy, createNonce, securityHeaders } from '@/lib/security/headers';

/**
 * Runs before every page: the optimistic route guard (from the session snapshot only; pages and BFF
 * handlers repeat it with fresh data, CVE-2025-29927), the language (next-intl: zh at `/`, en at
 * `/en`, cookie `lang`), then a fresh CSP nonce and the security headers on whatever is answered.
 */
const intl = createIntlMiddleware(routing);

const https = (process.env.PUBLIC_ORIGIN ?? '').startsWith('https:');
const dev = process.env.NODE_ENV === 'development';

export default async function proxy(request: NextRequest) {
  const nonce = createNonce();
  const csp = contentSecurityPolicy(nonce, { dev, https });
  // Next reads the nonce from the request's CSP header and stamps it on its own scripts.
  request.headers.set('content-security-policy', csp);
  request.headers.set('x-nonce', nonce);

  const response = (await optimisticGuard(request)) ?? (UNPREFIXED_PRODUCT_PAGE.test(request.nextUrl.pathname) ? inChinese(request) : intl(request));
  response.headers.set('content-security-policy', csp);
  for (const [name, value] of Object.entries(securityHeaders({ https }))) response.headers.set(name, value);
  return response;
}

/**
 * DESIGN.md "The product page's language follows the EPD": the URL a QR code opens, /app/epd/{id},
 * is never bounced to /en by the `lang` cookie or an English browser (next-intl would redirect it).
 * It always renders in Chinese; the page itself sends /en/app/epd/{id} of a Chinese-only EPD here.
 */
const UNPREFIXED_PRODUCT_PAGE = /^\/app\/epd\/[^/]+\/?$/;

function inChinese(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.pathname = `/zh${url.pathname}`;
  // What next-intl's own rewrite to the default locale sets (next-intl reads the locale from it).
  request.headers.set('x-next-intl-locale', 'zh');
  return NextResponse.rewrite(url, { request: { headers: request.headers } });
}

export const config = {
  // Pages only: the BFF (/api), Next's assets and files with an extension carry their own headers.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
