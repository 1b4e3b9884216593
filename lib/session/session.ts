import 'server-only';
import { getIronSession, type IronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { sessionOptions, type SessionData } from './session-options';

export { sessionOptions, type SessionData };

/** The session of the current request. Only route handlers may `save()` or `destroy()` it. */
export async function getSession(): Promise<IronSession<SessionData>> {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

/** accounts.md 4.1: a 401 ends the session; a marker stays so the next login prompt says it expired (a login clears it). */
export async function endExpiredSession(session: IronSession<SessionData>): Promise<void> {
  delete session.token;
  delete session.user;
  session.expired = true;
  await session.save();
}
