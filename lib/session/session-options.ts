import '@/lib/security/server-module';
import type { SessionOptions } from 'iron-session';
import { getEnv } from '@/lib/env/server/env';
import { SESSION_TTL_SECONDS, sessionCookieName } from './cookie';
import type { UserSnapshot } from '@/lib/viewer/user';

/** One sealed httpOnly cookie; the browser sees only the snapshot (DESIGN.md "The token never reaches the browser"). */
export type SessionData = {
  token?: string;
  user?: UserSnapshot;
  /** Set when the platform ended the session (`endExpiredSession`), so the next login prompt says it expired. */
  expired?: true;
  /** When the snapshot was last rewritten from a fresh load (lib/session/snapshot.ts). */
  refreshedAt?: number;
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
