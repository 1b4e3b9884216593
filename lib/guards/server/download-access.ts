import 'server-only';
import type { IronSession } from 'iron-session';
import { DomainError } from '@/lib/errors/domain-error';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionData } from '@/lib/session/session';
import { callOperation } from '@/lib/upstream/operation';
import { UpstreamError } from '@/lib/upstream/errors';
import { getUserDetail, verifyToken } from '@/lib/upstream/operations/accounts';
import { AuditStatus, statusOf } from '@/lib/viewer/statuses';
import { endExpiredSession } from '@/lib/session/session';
import { statusCheckFailure } from './api-access';
import { freshCompanyCode } from './page-access';

/**
 * Before any file download or PDF (accounts.md 6, business.md 6): the user must be signed in, the
 * token still valid upstream (`/n/user/verify`; code 0 ends the session), and the personal audit
 * not blocking (0 under review, 2 rejected). When upstream cannot say, the answer is no.
 * Returns the token to download with.
 */
export async function requireDownloadAccess(session: IronSession<SessionData>, locale: Locale): Promise<string> {
  return (await checkDownloadAccess(session, locale)).token;
}

/**
 * `requireDownloadAccess`, with the user's company code as upstream tells it now (the QR label's
 * owner check, business.md 6): the snapshot's may predate a company authentication or a change.
 */
export async function checkDownloadAccess(
  session: IronSession<SessionData>,
  locale: Locale,
): Promise<{ token: string; companyCode: string | null }> {
  const { token, user } = session;
  if (!token || !user) throw new DomainError('LOGIN_REQUIRED');
  try {
    await callOperation(verifyToken, {}, { locale, token });
  } catch (error) {
    if (error instanceof UpstreamError && (error.isUnauthorized || (error.kind === 'rejected' && error.code === '0'))) {
      await endExpiredSession(session);
      throw new DomainError('SESSION_EXPIRED');
    }
    throw statusCheckFailure(error);
  }
  const detail = await callOperation(getUserDetail, { id: user.id }, { locale, token }).catch((error: unknown) => {
    throw statusCheckFailure(error);
  });
  const audit = statusOf(detail.auditStatus ?? user.auditStatus);
  if (audit === AuditStatus.UnderReview) throw new DomainError('AUDIT_PENDING');
  if (audit === AuditStatus.Rejected) throw new DomainError('AUDIT_REJECTED');
  return { token, companyCode: freshCompanyCode(detail, user) };
}
