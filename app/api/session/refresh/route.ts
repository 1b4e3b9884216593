import type { NextRequest } from 'next/server';
import { loadFreshUser } from '@/lib/guards/server/page-access';
import { isLocale, localizedPath } from '@/lib/i18n/routing';
import { describeError, logger } from '@/lib/observability/server/logger';
import { withRequestContext } from '@/lib/observability/server/request-context';
import { safeReturnPath } from '@/lib/security/safe-return-path';
import { endExpiredSession, getSession } from '@/lib/session/session';
import { snapshotOf } from '@/lib/session/snapshot';
import { UpstreamError } from '@/lib/upstream/errors';

// DESIGN.md "Sessions are changed only by route handlers": a page that learns its snapshot is stale comes through here;
// the snapshot takes what upstream tells now (company code, name, status, type) and the user returns to the page.
export const GET = withRequestContext(async (req: NextRequest) => {
  const asked = req.nextUrl.searchParams.get('locale');
  const locale = isLocale(asked) ? asked : 'zh';
  const back = safeReturnPath(req.nextUrl.searchParams.get('redirect'));
  const session = await getSession();
  let target = localizedPath(locale, back);
  if (session.token && session.user) {
    try {
      session.user = snapshotOf(session.user, await loadFreshUser(session.user, session.token, locale));
    } catch (error) {
      if (error instanceof UpstreamError && error.isUnauthorized) {
        // accounts.md 4.1: a 401 ends the session.
        await endExpiredSession(session);
        target = `${localizedPath(locale, '/')}?login=expired&redirect=${encodeURIComponent(back)}`;
        return new Response(null, {
          status: 303,
          headers: { location: target, 'cache-control': 'no-store' },
        });
      }
      logger.warn({ error: describeError(error) }, 'session refresh: account status unknown, snapshot kept');
    }
    // Set even when upstream could not answer: the page does not send the user round again at once.
    session.refreshedAt = Date.now();
    await session.save();
  }
  return new Response(null, { status: 303, headers: { location: target, 'cache-control': 'no-store' } });
});
