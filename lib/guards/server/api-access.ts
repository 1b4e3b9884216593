import 'server-only';
import type { IronSession } from 'iron-session';
import { DomainError } from '@/lib/errors/domain-error';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionData } from '@/lib/session/session';
import { UpstreamError } from '@/lib/upstream/errors';
import type { FreshUser } from '@/lib/viewer/user';
import { loadFreshUser } from './page-access';
import { decideAccess } from '../route-access';
import { endExpiredSession } from '@/lib/session/session';
import { isStale, snapshotOf } from '@/lib/session/snapshot';

/** A failed status check: a platform fault as it is (the form says the platform is unreachable), else STATUS_UNKNOWN. */
export function statusCheckFailure(error: unknown): Error {
  return error instanceof UpstreamError && error.isPlatformFault ? error : new DomainError('STATUS_UNKNOWN');
}

/** A BFF handler's guard: its page's rule with fresh data, refreshing the snapshot on the way (DESIGN.md "Guards"). */
export async function requireApiAccess(
  pathname: string,
  session: IronSession<SessionData>,
  locale: Locale,
): Promise<FreshUser> {
  const { token, user } = session;
  if (!token || !user) throw new DomainError('LOGIN_REQUIRED');
  let fresh: FreshUser;
  try {
    fresh = await loadFreshUser(user, token, locale);
  } catch (error) {
    if (error instanceof UpstreamError && error.isUnauthorized) {
      await endExpiredSession(session);
      throw new DomainError('SESSION_EXPIRED');
    }
    throw statusCheckFailure(error);
  }
  if (isStale(user, fresh)) session.user = snapshotOf(user, fresh);
  session.refreshedAt = Date.now();
  await session.save();
  const decision = decideAccess(pathname, {
    signedIn: true,
    auditStatus: fresh.auditStatus,
    companyStatus: fresh.companyStatus,
  });
  if (decision.kind !== 'allow' && decision.kind !== 'login') {
    throw new DomainError('GUARD_REFUSED', { notice: decision.notice });
  }
  return fresh;
}
