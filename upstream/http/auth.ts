import type { Context, MiddlewareHandler } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { findToken } from '../accounts/tokens.ts';
import type { AuthUser, UpstreamEnv } from '../context.ts';
import { unauthorized } from './errors.ts';

/**
 * For /p/*: the token is the bare `Authorization` value (no "Bearer").
 * No token: a visitor (some /p/* calls serve visitors, e.g. the dictionaries).
 * A token that is unknown or expired: 401 at once, so the portal clears the
 * session (business.md 8: "401 no permission (session cleared, go home)").
 */
export function authenticate(
  db: DatabaseSync,
  now: () => number = Date.now,
  options: { orQueryParameter?: boolean } = {},
): MiddlewareHandler<UpstreamEnv> {
  return async (c, next) => {
    // business.md 7: a few file calls also take the token as `?Authorization=` (a link the
    // browser opens). The portal streams them through its BFF with the header instead.
    const token = (
      c.req.header('Authorization') ?? (options.orQueryParameter ? c.req.query('Authorization') : undefined)
    )?.trim();
    if (!token) {
      c.set('user', null);
      return next();
    }
    const user = findToken(db, token, now());
    if (!user) {
      throw unauthorized();
    }
    c.set('user', user);
    return next();
  };
}

/** The signed-in caller, or null for a visitor. A password-reset token is not a session. */
export function optionalUser(c: Context<UpstreamEnv>): AuthUser | null {
  const user = c.get('user') ?? null;
  return user?.purpose === 'session' ? user : null;
}

/** The signed-in caller; a visitor (or a password-reset token) gets 401. */
export function requireUser(c: Context<UpstreamEnv>): AuthUser {
  const user = optionalUser(c);
  if (!user) throw unauthorized();
  return user;
}

/** The holder of a password-reset token (accounts.md 4.6 step 3); anything else gets 401. */
export function requirePasswordResetUser(c: Context<UpstreamEnv>): AuthUser {
  const user = c.get('user') ?? null;
  if (user?.purpose !== 'password-reset') throw unauthorized();
  return user;
}
