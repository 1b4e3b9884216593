import type { NextRequest } from 'next/server';
import { endSessionIfDead } from '@/lib/accounts/server/session-check';
import { isLocale, localizedPath } from '@/lib/i18n/routing';
import { withRequestContext } from '@/lib/observability/request-context';
import { safeReturnPath } from '@/lib/security/safe-return-path';

// GET /api/session/expired?redirect=PATH – where a page sends a user whose token upstream refused
// (accounts.md 4.1: a 401 ends the session with a request to log in). Pages cannot write cookies,
// so this handler ends the session, after checking with upstream that it is really dead.
export const GET = withRequestContext(async (req: NextRequest) => {
  const locale = req.nextUrl.searchParams.get('locale');
  const home = localizedPath(isLocale(locale) ? locale : 'zh', '/');
  const back = safeReturnPath(req.nextUrl.searchParams.get('redirect'));
  const ended = await endSessionIfDead(isLocale(locale) ? locale : 'zh');
  const target = `${home}?login=${ended ? 'expired' : 'required'}&redirect=${encodeURIComponent(back)}`;
  return new Response(null, { status: 303, headers: { location: target, 'cache-control': 'no-store' } });
});
