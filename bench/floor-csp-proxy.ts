// Copied by bench/run.ts into a second build of ../shared/floor as its `proxy.ts`: the floor with
// nothing added but Next's documented nonce CSP (a fresh nonce a request, set on the request for
// Next to stamp on its scripts and on the answer), the one per-request cost DESIGN.md requires of
// every page ("Strict CSP on every page"). Its /dynamic against the floor's says what that costs
// on its own, before any of the portal's work.
import { NextResponse, type NextRequest } from 'next/server';

export function proxy(request: NextRequest) {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const nonce = btoa(String.fromCharCode(...bytes));
  const csp = `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'nonce-${nonce}'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'`;
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', csp);
  headers.set('x-nonce', nonce);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', csp);
  return response;
}

export const config = { matcher: ['/((?!api/|_next/static/).*)'] };
