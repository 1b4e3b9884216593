import { unsealData } from 'iron-session';
import { NextResponse, type NextRequest } from 'next/server';
import { PRODUCT_RETURN_COOKIE } from '@/lib/guards/product-return';
import { getEnv } from '@/lib/env/env-core';
import { localizedPath, splitLocale } from '@/lib/i18n/routing';
import { SESSION_TTL_SECONDS, sessionCookieName } from '@/lib/session/cookie';
import type { SessionData } from '@/lib/session/session-options';
import { recentlyConfirmed, refreshPath } from '@/lib/session/snapshot';
import { decideAccess } from './route-access';

/** The optimistic guard in proxy.ts (DESIGN.md "Guards"): the snapshot alone, no upstream call; it only redirects, and the
 * page repeats the decision with fresh data (a proxy check alone is no security, CVE-2025-29927). */
export async function optimisticGuard(
  request: NextRequest,
  routedPath: string,
): Promise<NextResponse | null> {
  const { locale, pathname } = splitLocale(routedPath);
  const env = getEnv();
  const sealed = request.cookies.get(sessionCookieName(env.https))?.value;
  const session = sealed
    ? await unsealData<SessionData>(sealed, { password: env.sessionPassword, ttl: SESSION_TTL_SECONDS })
    : ({} as SessionData);
  const user = session.token ? session.user : undefined;
  const decision = decideAccess(pathname, {
    signedIn: Boolean(user),
    productReturn: request.cookies.get(PRODUCT_RETURN_COOKIE)?.value,
    auditStatus: user?.auditStatus,
    companyStatus: user?.companyStatus,
  });
  const to = (target: string) => new URL(localizedPath(locale, target), request.nextUrl);
  switch (decision.kind) {
    case 'login': {
      if (decision.page)
        return NextResponse.redirect(new URL(localizedPath(locale, decision.page), request.nextUrl), 307);
      // DESIGN.md: a direct load goes home with the login dialog open, and comes back after login.
      const url = to('/');
      url.search = new URLSearchParams({
        login: session.expired ? 'expired' : 'required',
        redirect: pathname + request.nextUrl.search,
      }).toString();
      return NextResponse.redirect(url, 307);
    }
    case 'redirect': {
      // A company status read off the snapshot may be stale (a company approved while its user is signed in): it is
      // confirmed with upstream first, then this decision is made again on the way back.
      if (user && decision.notice.startsWith('company') && !recentlyConfirmed(session.refreshedAt))
        return NextResponse.redirect(
          new URL(refreshPath(pathname + request.nextUrl.search, locale), request.nextUrl),
          307,
        );
      const url = to(decision.to);
      url.searchParams.set('notice', decision.notice);
      return NextResponse.redirect(url, 307);
    }
    default:
      return null;
  }
}
