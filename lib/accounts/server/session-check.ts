import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { endExpiredSession, getSession } from '@/lib/session/session';
import { callOperation } from '@/lib/upstream/operation';
import { UpstreamError } from '@/lib/upstream/errors';
import { verifyToken } from '@/lib/upstream/operations/accounts';

/** Ends the session when upstream says its token is dead (401, or verify code 0, accounts.md 4.1); a link alone cannot. */
export async function endSessionIfDead(locale: Locale): Promise<boolean> {
  const session = await getSession();
  if (!session.token) return false;
  try {
    await callOperation(verifyToken, {}, { locale, token: session.token });
    return false;
  } catch (error) {
    if (
      error instanceof UpstreamError &&
      (error.isUnauthorized || (error.kind === 'rejected' && error.code === '0'))
    ) {
      await endExpiredSession(session);
      return true;
    }
    return false;
  }
}
