import 'server-only';
import { getIronSession, type IronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { sessionOptions, type SessionData } from './session-options';
import type { UserSnapshot } from './user-snapshot';

export { sessionOptions, type SessionData };

/** The session of the current request. Only route handlers may `save()` or `destroy()` it. */
export async function getSession(): Promise<IronSession<SessionData>> {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

/** The user snapshot alone, for server components: never the token. */
export async function getSessionUser(): Promise<UserSnapshot | null> {
  const session = await getSession();
  return session.token && session.user ? session.user : null;
}
