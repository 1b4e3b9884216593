import type { Context, MiddlewareHandler } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type { AuthUser, UpstreamEnv } from '../context.ts';
import { queryOne } from '../db/sql.ts';
import { unauthorized } from './errors.ts';

type TokenRow = { userId: number; expiresAt: number };

/**
 * For /p/*: the token is the bare `Authorization` value (no "Bearer").
 * No token: a visitor (some /p/* calls serve visitors, e.g. the dictionaries).
 * A token that is unknown or expired: 401 at once, so the portal clears the
 * session (business.md 8: "401 no permission (session cleared, go home)").
 */
export function authenticate(db: DatabaseSync): MiddlewareHandler<UpstreamEnv> {
  return async (c, next) => {
    const token = c.req.header('Authorization')?.trim();
    if (!token) {
      c.set('user', null);
      return next();
    }
    const row = queryOne<TokenRow>(
      db,
      'SELECT user_id AS userId, expires_at AS expiresAt FROM tokens WHERE token = ?',
      token,
    );
    if (!row || row.expiresAt <= Date.now()) {
      throw unauthorized();
    }
    c.set('user', { userId: row.userId, token });
    return next();
  };
}

/** The signed-in caller, or null for a visitor. */
export function optionalUser(c: Context<UpstreamEnv>): AuthUser | null {
  return c.get('user') ?? null;
}

/** The signed-in caller; a visitor gets 401. */
export function requireUser(c: Context<UpstreamEnv>): AuthUser {
  const user = optionalUser(c);
  if (!user) throw unauthorized();
  return user;
}
