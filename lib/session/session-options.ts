import '@/lib/security/server-module';
import type { SessionOptions } from 'iron-session';
import { getEnv } from '@/lib/env/server/env';
import { SESSION_TTL_SECONDS, sessionCookieName } from './cookie';
import type { UserSnapshot } from '@/lib/viewer/user';

/**
 * The session lives in one sealed, httpOnly cookie (DESIGN.md "The token never reaches the
 * browser"). It holds the upstream token and the user snapshot; the browser only ever sees the
 * snapshot, through GET /api/session.
 */
export type SessionData = {
  token?: string;
  user?: UserSnapshot;
  /**
   * Left alone in the cookie when the platform ended the session (a 401: `endExpiredSession`), so
   * the next login prompt says the login expired instead of "you are not logged in".
   */
  expired?: true;
};


export function sessionOptions(): SessionOptions {
  const env = getEnv();
  return {
    password: env.sessionPassword,
    cookieName: sessionCookieName(env.https),
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: {
      httpOnly: true,
      // Lax, not Strict: a buyer scanning a product's QR code while signed in must arrive signed in.
      sameSite: 'lax',
      secure: env.https,
      path: '/',
    },
  };
}
