import { NextResponse, type NextRequest } from 'next/server';
import { loadMessages } from '@/lib/i18n/messages';
import { messagesAt, pickMessages } from '@/lib/i18n/pick-messages';
import { isLocale, routing } from '@/lib/i18n/routing';
import { withRequestContext } from '@/lib/observability/server/request-context';

// The namespaces a lazily opened dialog needs (components/providers/lazy-messages.tsx): interface texts only.
export const GET = withRequestContext(async (req: NextRequest) => {
  const requested = req.nextUrl.searchParams.get('locale');
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const namespaces = (req.nextUrl.searchParams.get('ns') ?? '').split(',').filter(Boolean);
  const all = await loadMessages(locale);
  if (
    namespaces.length === 0 ||
    namespaces.length > 16 ||
    namespaces.some((ns) => messagesAt(all, ns) === undefined)
  ) {
    return NextResponse.json({ error: 'unknown namespace' }, { status: 404 });
  }
  return NextResponse.json(pickMessages(all, namespaces));
});
