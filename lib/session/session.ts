import 'server-only';
import { getIronSession, type IronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { sessionOptions, type SessionData } from './session-options';

export { sessionOptions, type SessionData };

/** The session of the current request. Only route handlers may `save()` or `destroy()` it. */
export async function getSession(): Promise<IronSession<SessionData>> {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

/**
 * The platform refused the session's token (accounts.md 4.1: a 401 ends the session): the token and
 * user go, and a marker stays so the login prompt that follows says the login expired (resilience
 * review: the user was told "you are not logged in" after their form was refused). A login
 * (lib/accounts/server/sign-in.ts) or a logout clears it.
 */
export async function endExpiredSession(session: IronSession<SessionData>): Promise<void> {
  delete session.token;
  delete session.user;
  session.expired = true;
  await session.save();
}
