import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { takeRenderNonce, VISITOR_CACHE_HEADER, visitorAnswer } from '@/lib/cache/visitor-html';
import { getEnv } from '@/lib/env/env-core';
import { optimisticGuard } from '@/lib/guards/optimistic-guard';
import { ruleFor } from '@/lib/guards/route-access';
import { routedPathname } from '@/lib/i18n/routed-pathname';
import { routing, splitLocale } from '@/lib/i18n/routing';
import { acceptOrCreateRequestId, REQUEST_ID_HEADER } from '@/lib/observability/request-id';
import { contentSecurityPolicy, createNonce, securityHeaders, servedOverHttps } from '@/lib/security/headers';

/** Every page: the optimistic guard (session snapshot only; pages and BFF handlers repeat it with fresh data,
 * CVE-2025-29927), the language (next-intl), a fresh CSP nonce, the request id; every answer: the security headers. */
const intl = createIntlMiddleware(routing);

const https = servedOverHttps();
const dev = process.env.NODE_ENV === 'development';

export default async function proxy(request: NextRequest) {
  const pathname = routedPathname(request.nextUrl.pathname);
  // Crawlers ask for /favicon.ico whatever a page links: redirected here, as next.config's redirects skip the security headers.
  if (pathname === '/favicon.ico') {
    return withSecurityHeaders(NextResponse.redirect(new URL('/icon.svg', request.url), 308));
  }
  // `/en/` -> `/en` with the security headers: Next's own trailing-slash redirect skips them (off in next.config.mjs).
  const asked = new URL(request.url);
  const withoutSlash = asked.pathname.replace(/\/+$/, '');
  if (withoutSlash && withoutSlash !== asked.pathname) {
    asked.pathname = withoutSlash;
    return withSecurityHeaders(NextResponse.redirect(asked, 308));
  }
  if (!isPage(request, pathname)) return withSecurityHeaders(NextResponse.next());
  // Every form is method="post": one sent before its page's code ran gets 204, which keeps the page and what was typed.
  if (request.method === 'POST') return withSecurityHeaders(new NextResponse(null, { status: 204 }));
  const renderNonce = takeRenderNonce(request);
  const nonce = renderNonce ?? createNonce();
  const csp = contentSecurityPolicy(nonce, { dev, https });
  // Next reads the nonce from the request's CSP header and stamps it on its own scripts.
  request.headers.set('content-security-policy', csp);
  request.headers.set('x-nonce', nonce);
  const requestId = acceptOrCreateRequestId(request.headers.get(REQUEST_ID_HEADER));
  request.headers.set(REQUEST_ID_HEADER, requestId);

  const routed =
    (await optimisticGuard(request, pathname)) ?? productPage(request, pathname) ?? intl(request);
  const cached = renderNonce
    ? null
    : await visitorAnswer(request, routed, {
        pathname,
        seconds: getEnv().visitorHtmlSeconds,
        nonce,
        gzip: getEnv().gzip,
      });
  const response = cached ?? routed;
  if (!cached && !renderNonce) response.headers.set(VISITOR_CACHE_HEADER, 'bypass');
  response.headers.set('content-security-policy', csp);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return withSecurityHeaders(response);
}

function withSecurityHeaders(response: NextResponse): NextResponse {
  for (const [name, value] of Object.entries(securityHeaders({ https }))) response.headers.set(name, value);
  return response;
}

/** Not /api or Next's assets (literal paths only), not a path with an extension unless a guarded route (`/apppdf/{id}`). */
function isPage(request: NextRequest, pathname: string): boolean {
  if (/^\/(?:api|_next|_vercel)(?:\/|$)/.test(request.nextUrl.pathname)) return false;
  return !/\.[^/]*$/.test(pathname) || ruleFor(splitLocale(pathname).pathname) !== undefined;
}

/** The QR product page goes to pages/product-page, in the URL's language, never the cookie's (DESIGN.md "The product page's language follows the EPD"). */
const PRODUCT_PAGE = /^(?:\/(en))?\/app\/epd\/([^/]+)\/?$/;

function productPage(request: NextRequest, pathname: string) {
  const match = PRODUCT_PAGE.exec(pathname);
  if (!match) return null;
  const url = request.nextUrl.clone();
  url.pathname = `/product-page/${match[1] ?? 'zh'}/${match[2]}`;
  return NextResponse.rewrite(url, { request: { headers: request.headers } });
}

export const config = {
  // Not /api or built assets, whose security headers come from next.config.mjs; isPage() tells pages from the rest.
  matcher: ['/((?!api/|_next/static/).*)'],
};
