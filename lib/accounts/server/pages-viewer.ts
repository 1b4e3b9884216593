import '@/lib/security/server-module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession } from 'iron-session';
import type { Locale } from '@/lib/i18n/routing';
import { sessionOptions, type SessionData } from '@/lib/session/session-options';
import type { Viewer } from '@/lib/session/viewer';
import { isTokenLive } from './live-session';

/** The Pages Router product page's viewer: the same sealed cookie, read (never changed) from Node's request. */
export async function pagesViewer(
  req: IncomingMessage,
  res: ServerResponse,
  locale: Locale,
): Promise<Viewer> {
  const session = await getIronSession<SessionData>(req, res, sessionOptions());
  if (!session.token || !session.user || !(await isTokenLive(session.token, locale))) return { locale };
  return { locale, token: session.token, user: session.user };
}
