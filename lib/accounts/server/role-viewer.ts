import 'server-only';
import { loadFreshUser } from '@/lib/guards/server/page-access';
import type { Locale } from '@/lib/i18n/routing';
import { isSignedIn } from '@/lib/session/viewer';
import type { RoleViewer } from '@/lib/site/role-pages';
import { statusOf } from '@/lib/viewer/statuses';
import { pageViewer } from './page-viewer';

/**
 * Who looks at a role page (/steelMill, /thirdAgency): a visitor, or a signed-in user with the company
 * status upstream gives now (the snapshot's when upstream does not answer: the page stays public).
 */
export async function roleViewer(locale: Locale): Promise<RoleViewer> {
  const viewer = await pageViewer(locale);
  if (!isSignedIn(viewer)) return { signedIn: false };
  const fresh = await loadFreshUser(viewer.user, viewer.token, locale).catch(() => viewer.user);
  return { signedIn: true, companyStatus: statusOf(fresh.companyStatus) };
}
