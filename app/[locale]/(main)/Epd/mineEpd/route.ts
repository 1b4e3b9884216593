import type { NextRequest } from 'next/server';
import { isLocale, localizedPath } from '@/lib/i18n/routing';

// The old address of "My EPD" (business.md 2.2), moved to /epd/mineEpd with its query. The Location is a path:
// a route handler's `nextUrl` carries the server's own origin, not the host whose cookie the next request needs.
export async function GET(req: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const target = localizedPath(isLocale(locale) ? locale : 'zh', '/epd/mineEpd') + req.nextUrl.search;
  return new Response(null, { status: 307, headers: { location: target } });
}
