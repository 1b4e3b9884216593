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

/** Before any download or PDF (accounts.md 6, business.md 6): signed in, the token valid upstream (code 0 ends the session),
 * audit neither 0 nor 2; when upstream cannot say, no. */
export async function requireDownloadAccess(
  session: IronSession<SessionData>,
  locale: Locale,
): Promise<string> {
  return (await checkDownloadAccess(session, locale)).token;
}

/** With the company code as upstream tells it now, for the QR label's owner check (business.md 6). */
export async function checkDownloadAccess(
  session: IronSession<SessionData>,
  locale: Locale,
): Promise<{ token: string; companyCode: string | null }> {
  const { token, user } = session;
  if (!token || !user) throw new DomainError('LOGIN_REQUIRED');
  try {
    await callOperation(verifyToken, {}, { locale, token });
  } catch (error) {
    if (
      error instanceof UpstreamError &&
      (error.isUnauthorized || (error.kind === 'rejected' && error.code === '0'))
    ) {
      await endExpiredSession(session);
      throw new DomainError('SESSION_EXPIRED');
    }
    throw statusCheckFailure(error);
  }
  const detail = await callOperation(getUserDetail, { id: user.id }, { locale, token }).catch(
    (error: unknown) => {
      throw statusCheckFailure(error);
    },
  );
  const audit = statusOf(detail.auditStatus ?? user.auditStatus);
  if (audit === AuditStatus.UnderReview) throw new DomainError('AUDIT_PENDING');
  if (audit === AuditStatus.Rejected) throw new DomainError('AUDIT_REJECTED');
  return { token, companyCode: freshCompanyCode(detail, user) };
}
