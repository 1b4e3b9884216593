import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { getSession } from '@/lib/session/session';
import type { Viewer } from '@/lib/session/viewer';
import { redirect } from 'next/navigation';
import { freshCompanyCode } from '@/lib/guards/server/page-access';
import { recentlyConfirmed, refreshPath } from '@/lib/session/snapshot';
import { callOperation } from '@/lib/upstream/operation';
import { getUserDetail } from '@/lib/upstream/operations/accounts';
import { isTokenLive } from './live-session';

/** The page-side twin of withBff's viewer: signed in while upstream knows the token, else a visitor. */
export async function pageViewer(locale: Locale): Promise<Viewer> {
  const { token, user } = await getSession();
  if (!token || !user || !(await isTokenLive(token, locale))) return { locale };
  return { locale, token, user };
}

/** A public page that shows what belongs to the user's company (the owner's QR buttons, business.md 6): a snapshot
 * without a company code asks upstream whether one is known now, and a new one is written through the refresh handler
 * (DESIGN.md "Sessions are changed only by route handlers"), which brings the user back to `back`. */
export async function followCompany(locale: Locale, back: string): Promise<void> {
  const session = await getSession();
  const { token, user } = session;
  if (!token || !user || user.companyCode || recentlyConfirmed(session.refreshedAt)) return;
  const detail = await callOperation(getUserDetail, { id: user.id }, { locale, token }).catch(() => null);
  const code = detail ? freshCompanyCode(detail, user) : null;
  if (code) redirect(refreshPath(back, locale));
}
