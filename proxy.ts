import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { takeRenderNonce, VISITOR_CACHE_HEADER, visitorAnswer } from '@/lib/cache/visitor-html';
import { getEnv } from '@/lib/env-core';
import { optimisticGuard } from '@/lib/guards/optimistic-guard';
import { ruleFor } from '@/lib/guards/route-access';
import { routedPathname } from '@/lib/i18n/routed-pathname';
import { routing, splitLocale } from '@/lib/i18n/routing';
import { acceptOrCreateRequestId, REQUEST_ID_HEADER } from '@/lib/observability/request-id';
import { contentSecurityPolicy, createNonce, securityHeaders, servedOverHttps } from '@/lib/security/headers';

/**
 * Runs before every page: the optimistic route guard (from the session snapshot only; pages and BFF
 * handlers repeat it with fresh data, CVE-2025-29927), the language (next-intl: zh at `/`, en at
 * `/en`, cookie `lang`), then a fresh CSP nonce, the request id and the security headers on whatever
 * is answered; a visitor's page may come from the visitor HTML cache, with its own fresh nonce
 * (lib/cache/visitor-html.ts). Every other answer it sees (`.rsc` payloads, the sitemap,
 * robots.txt, the RSS feeds, the icon) gets the security headers too, without the page's CSP: a
 * nonce means nothing to them. The proxy does not run for /api and /_next/static (see `config`).
 */
const intl = createIntlMiddleware(routing);

const https = servedOverHttps();
const dev = process.env.NODE_ENV === 'development';

export default async function proxy(request: NextRequest) {
  // The decisions below read the path as the router will match it, decoded and normalised once.
  const pathname = routedPathname(request.nextUrl.pathname);
  // Crawlers (and some browsers) ask for /favicon.ico whatever a page's <link rel="icon"> says: it
  // was a 45 KB "not found" page each time. The icon is an SVG (app/icon.svg), no binary in the
  // repo. Answered here rather than by next.config's redirects, which skip the security headers.
  if (pathname === '/favicon.ico') {
    return withSecurityHeaders(NextResponse.redirect(new URL('/icon.svg', request.url), 308));
  }
  // `/en/` -> `/en` as Next would, but with the security headers: Next's own trailing-slash
  // redirect runs before the proxy and skips them (next.config.mjs turns it off).
  const asked = new URL(request.url);
  const withoutSlash = asked.pathname.replace(/\/+$/, '');
  if (withoutSlash && withoutSlash !== asked.pathname) {
    asked.pathname = withoutSlash;
    return withSecurityHeaders(NextResponse.redirect(asked, 308));
  }
  if (!isPage(request, pathname)) return withSecurityHeaders(NextResponse.next());
  // A form sent before its page's code has run posts to the page (every form is method="post", so
  // nothing typed lands in a URL). The portal has no server actions: the answer is 204, on which
  // the browser stays on the page as it was, with what was typed, rather than a fresh empty page.
  if (request.method === 'POST') return withSecurityHeaders(new NextResponse(null, { status: 204 }));
  // The cache's internal render asks for its secret nonce; every other request gets a fresh one.
  const renderNonce = takeRenderNonce(request);
  const nonce = renderNonce ?? createNonce();
  const csp = contentSecurityPolicy(nonce, { dev, https });
  // Next reads the nonce from the request's CSP header and stamps it on its own scripts.
  request.headers.set('content-security-policy', csp);
  request.headers.set('x-nonce', nonce);
  // One id per page request, passed on to upstream calls and into the logs (lib/observability).
  const requestId = acceptOrCreateRequestId(request.headers.get(REQUEST_ID_HEADER));
  request.headers.set(REQUEST_ID_HEADER, requestId);

  const routed = (await optimisticGuard(request, pathname)) ?? productPage(request, pathname) ?? intl(request);
  const cached = renderNonce ? null : await visitorAnswer(request, routed, { pathname, seconds: getEnv().visitorHtmlSeconds, nonce, gzip: getEnv().gzip });
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

/**
 * Pages: not the BFF (/api) or Next's assets, which Next serves at their literal paths only (it
 * renders `/%61pi/…` as an unknown page), not a path with an extension (files, `.rsc`, the sitemap),
 * except under a guarded route: `/apppdf/{businessId}` renders its page for an id with a dot.
 */
function isPage(request: NextRequest, pathname: string): boolean {
  if (/^\/(?:api|_next|_vercel)(?:\/|$)/.test(request.nextUrl.pathname)) return false;
  return !/\.[^/]*$/.test(pathname) || ruleFor(splitLocale(pathname).pathname) !== undefined;
}

/**
 * The product page a QR code opens, /app/epd/{id} and /en/app/epd/{id}, is rendered by the Pages
 * Router without client JavaScript (pages/product-page, README "The product page"). Its language is
 * the one in the URL, never the `lang` cookie's or the browser's (DESIGN.md "The product page's
 * language follows the EPD": next-intl would bounce /app/epd/{id} to /en); the page itself sends
 * /en/app/epd/{id} of a Chinese-only EPD to /app/epd/{id}.
 */
const PRODUCT_PAGE = /^(?:\/(en))?\/app\/epd\/([^/]+)\/?$/;

function productPage(request: NextRequest, pathname: string) {
  const match = PRODUCT_PAGE.exec(pathname);
  if (!match) return null;
  const url = request.nextUrl.clone();
  url.pathname = `/product-page/${match[1] ?? 'zh'}/${match[2]}`;
  return NextResponse.rewrite(url, { request: { headers: request.headers } });
}

export const config = {
  // Every answer but the API's and Next's built assets; isPage() tells pages, which get the
  // language, the guard and the CSP, from the rest. Those two get their security headers from
  // next.config.mjs (and /api its HSTS from the route wrapper): running the proxy only to add
  // headers cost a quarter of a cached BFF call's CPU, and 40 % of a script's or stylesheet's.
  matcher: ['/((?!api/|_next/static/).*)'],
};
