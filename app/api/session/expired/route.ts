import type { NextRequest } from 'next/server';
import { endSessionIfDead } from '@/lib/accounts/server/session-check';
import { isLocale, localizedPath } from '@/lib/i18n/routing';
import { withRequestContext } from '@/lib/observability/server/request-context';
import { safeReturnPath } from '@/lib/security/safe-return-path';

// accounts.md 4.1: a 401 ends the session; pages cannot write cookies, so this ends it once upstream confirms it is dead.
export const GET = withRequestContext(async (req: NextRequest) => {
  const locale = req.nextUrl.searchParams.get('locale');
  const home = localizedPath(isLocale(locale) ? locale : 'zh', '/');
  const back = safeReturnPath(req.nextUrl.searchParams.get('redirect'));
  const ended = await endSessionIfDead(isLocale(locale) ? locale : 'zh');
  const target = `${home}?login=${ended ? 'expired' : 'required'}&redirect=${encodeURIComponent(back)}`;
  return new Response(null, { status: 303, headers: { location: target, 'cache-control': 'no-store' } });
});
