import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { getSession } from '@/lib/session/session';
import type { Viewer } from '@/lib/session/viewer';
import { isTokenLive } from './live-session';

/** The page-side twin of withBff's viewer: signed in while upstream knows the token, else a visitor. */
export async function pageViewer(locale: Locale): Promise<Viewer> {
  const { token, user } = await getSession();
  if (!token || !user || !(await isTokenLive(token, locale))) return { locale };
  return { locale, token, user };
}
