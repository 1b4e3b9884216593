import { NextResponse, type NextRequest } from 'next/server';
import { isLocale, localizedPath } from '@/lib/i18n/routing';

// /Epd/mineEpd – the old address of "My EPD" (business.md 2.2): moves to /epd/mineEpd with its query.
// A route handler, not a page: a page here would differ from /epd/mineEpd/page.tsx only in casing.
export async function GET(req: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const target = new URL(localizedPath(isLocale(locale) ? locale : 'zh', '/epd/mineEpd'), req.nextUrl);
  target.search = req.nextUrl.search;
  return NextResponse.redirect(target, 307);
}
