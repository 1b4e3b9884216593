import type { NextRequest } from 'next/server';
import { isLocale } from '@/lib/i18n/routing';
import { epdSearchFeedResponse } from '@/lib/open-data/server/feed';

export const dynamic = 'force-dynamic';

// GET /epd/epdSearch/feed?… – the Atom feed of a search (its new declarations and expiry warnings); English under /en.
export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return epdSearchFeedResponse(request.nextUrl.searchParams, isLocale(locale) ? locale : 'zh');
}
