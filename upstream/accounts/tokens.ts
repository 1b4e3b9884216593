import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { AuthUser, TokenPurpose } from '../context.ts';
import { execute, queryOne } from '../db/sql.ts';

/** accounts.md 3 and 9: the token cookie lives 1 day, and so does the token. */
export const SESSION_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * A reset token is spent by the password change and dies sooner than a session:
 * it proves an e-mail code was entered, nothing more.
 */
export const RESET_TOKEN_LIFETIME_MS = 30 * 60 * 1000;

/** After a refresh the old token keeps working this long, for calls already in flight. */
const REFRESH_GRACE_MS = 60 * 1000;

type TokenRow = { userId: number; expiresAt: number; purpose: TokenPurpose };

/** Issues a bare token (as sent in `Authorization`, no "Bearer"). */
export function issueToken(db: DatabaseSync, userId: number, purpose: TokenPurpose, now: number): string {
  const token = randomBytes(24).toString('base64url');
  const lifetime = purpose === 'session' ? SESSION_TOKEN_LIFETIME_MS : RESET_TOKEN_LIFETIME_MS;
  execute(
    db,
    'INSERT INTO tokens (token, user_id, expires_at, purpose) VALUES (?, ?, ?, ?)',
    token,
    userId,
    now + lifetime,
    purpose,
  );
  return token;
}

/** The live token's owner and purpose, or null for an unknown or expired token. */
export function findToken(db: DatabaseSync, token: string, now: number): AuthUser | null {
  const row = queryOne<TokenRow>(
    db,
    'SELECT user_id AS userId, expires_at AS expiresAt, purpose FROM tokens WHERE token = ?',
    token,
  );
  if (!row || row.expiresAt <= now) return null;
  return { userId: row.userId, token, purpose: row.purpose };
}

export function revokeToken(db: DatabaseSync, token: string): void {
  execute(db, 'DELETE FROM tokens WHERE token = ?', token);
}

/** Ends every session and reset token of a user (password changed). */
export function revokeUserTokens(db: DatabaseSync, userId: number): void {
  execute(db, 'DELETE FROM tokens WHERE user_id = ?', userId);
}

/** Issues a new session token and lets the old one run out shortly. */
export function refreshToken(db: DatabaseSync, current: AuthUser, now: number): string {
  execute(
    db,
    'UPDATE tokens SET expires_at = MIN(expires_at, ?) WHERE token = ?',
    now + REFRESH_GRACE_MS,
    current.token,
  );
  return issueToken(db, current.userId, 'session', now);
}
