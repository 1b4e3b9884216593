import { NextResponse, type NextRequest } from 'next/server';
import { isLocale, localizedPath, LOCALE_COOKIE, routing, splitLocale } from '@/lib/i18n/routing';
import { safeReturnPath } from '@/lib/security/safe-return-path';

// GET /api/lang?to=en&path=/news – sets the `lang` cookie and returns to the same page in that language.
// A plain link, so the language switch works without JavaScript; next-intl writes the cookie only on
// page loads and only when it differs from the browser's language, so the switch writes it itself.
export function GET(req: NextRequest) {
  const to = req.nextUrl.searchParams.get('to');
  const locale = isLocale(to) ? to : routing.defaultLocale;
  const current = safeReturnPath(req.nextUrl.searchParams.get('path'));
  const url = new URL(current, req.nextUrl.origin);
  const target = localizedPath(locale, splitLocale(url.pathname).pathname) + url.search + url.hash;
  // A relative Location: the browser resolves it against the origin it is on, whatever the proxy says.
  const response = new NextResponse(null, { status: 303, headers: { location: target } });
  response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' });
  response.headers.set('cache-control', 'no-store');
  return response;
}
