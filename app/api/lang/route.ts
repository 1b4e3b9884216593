import { NextResponse, type NextRequest } from 'next/server';
import { languageSwitchTarget } from '@/lib/i18n/language-switch';
import { isLocale, LOCALE_COOKIE, routing } from '@/lib/i18n/routing';
import { withRequestContext } from '@/lib/observability/server/request-context';

// A plain link, so the switch works without JavaScript; next-intl writes the cookie only when it differs from the browser's.
export const GET = withRequestContext(async (req: NextRequest) => {
  const to = req.nextUrl.searchParams.get('to');
  const locale = isLocale(to) ? to : routing.defaultLocale;
  const target = languageSwitchTarget(locale, req.nextUrl.searchParams.get('path'));
  // A relative Location: the browser resolves it against the origin it is on, whatever the proxy says.
  const response = new NextResponse(null, { status: 303, headers: { location: target } });
  response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' });
  response.headers.set('cache-control', 'no-store');
  return response;
});
