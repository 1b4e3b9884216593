import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import type { UserSnapshot } from '@/lib/viewer/user';

/** Domain code takes a viewer, never the session (DESIGN.md "Sessions are changed only by route handlers"). */
export type Viewer = { locale: Locale; token?: string; user?: UserSnapshot };
export type SignedInViewer = Viewer & { token: string; user: UserSnapshot };

export function isSignedIn(viewer: Viewer): viewer is SignedInViewer {
  return Boolean(viewer.token && viewer.user);
}
