import '@/lib/security/server-module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession } from 'iron-session';
import type { Locale } from '@/lib/i18n/routing';
import { sessionOptions, type SessionData } from '@/lib/session/session-options';
import type { Viewer } from '@/lib/session/viewer';
import { isTokenLive } from './live-session';

/**
 * The session adapter of the one Pages Router page (the product page): the same sealed cookie as
 * everywhere else, read from Node's request (the App Router's `cookies()` does not exist there).
 * It only reads: the product page never changes a session.
 */
export async function pagesViewer(req: IncomingMessage, res: ServerResponse, locale: Locale): Promise<Viewer> {
  const session = await getIronSession<SessionData>(req, res, sessionOptions());
  if (!session.token || !session.user || !(await isTokenLive(session.token, locale))) return { locale };
  return { locale, token: session.token, user: session.user };
}
