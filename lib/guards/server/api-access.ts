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

/**
 * What a guard throws when the platform did not give the user's status: the platform's own fault as
 * it is (during an outage the form says the platform cannot be reached, as every other call does),
 * otherwise STATUS_UNKNOWN, which would sound like something wrong with the account in an outage.
 */
export function statusCheckFailure(error: unknown): Error {
  return error instanceof UpstreamError && error.isPlatformFault ? error : new DomainError('STATUS_UNKNOWN');
}

/**
 * The guard of a BFF handler that changes something behind a protected page: the page's rule,
 * with fresh upstream data; anything but "allow" is refused with the guard's reason. The snapshot
 * is refreshed on the way (DESIGN.md "Guards").
 */
export async function requireApiAccess(pathname: string, session: IronSession<SessionData>, locale: Locale): Promise<FreshUser> {
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
  session.user = { ...user, auditStatus: fresh.auditStatus, companyStatus: fresh.companyStatus, companyName: fresh.companyName };
  await session.save();
  const decision = decideAccess(pathname, { signedIn: true, auditStatus: fresh.auditStatus, companyStatus: fresh.companyStatus });
  if (decision.kind !== 'allow' && decision.kind !== 'login') {
    throw new DomainError('GUARD_REFUSED', { notice: decision.notice });
  }
  return fresh;
}
