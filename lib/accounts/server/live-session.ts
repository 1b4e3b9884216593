import '@/lib/security/server-module';
import { createHash } from 'node:crypto';
import type { Locale } from '@/lib/i18n/routing';
import { UpstreamError } from '@/lib/upstream/errors';
import { callOperation } from '@/lib/upstream/operation';
import { verifyToken } from '@/lib/upstream/operations/accounts';
import type { Viewer } from '@/lib/session/viewer';

/**
 * Review item 21: a cookie copied before logout must not show anyone as signed in. The sealed
 * cookie cannot be revoked, so whatever shows a user as signed in (the header, GET /api/session,
 * the product page) asks upstream whether the token still lives (`GET /n/user/verify`), at most
 * once per LIVE_FOR_MS per token and instance. A token upstream refuses (401, or verify code 0,
 * accounts.md 4.1) reads as a visitor from then on. When upstream cannot be reached the token is
 * taken as live: a platform fault never logs anyone out (its pages say the service is unavailable).
 */
export const LIVE_FOR_MS = 30_000;
const MAX_REMEMBERED = 10_000;

// One map per process, whichever bundle chunk loads this module first (Next loads route handlers
// and pages in separate chunks; a logout must be seen by the page render too).
const CHECKS = Symbol.for('portal.live-token-checks');
const shared = globalThis as { [CHECKS]?: Map<string, { live: boolean; at: number }> };
const checks = (shared[CHECKS] ??= new Map());

function keyOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function isTokenLive(token: string, locale: Locale, now = Date.now()): Promise<boolean> {
  const key = keyOf(token);
  const known = checks.get(key);
  if (known && (!known.live || now - known.at < LIVE_FOR_MS)) return known.live;
  let live = true;
  try {
    await callOperation(verifyToken, {}, { locale, token });
  } catch (error) {
    live = !(error instanceof UpstreamError && (error.isUnauthorized || (error.kind === 'rejected' && error.code === '0')));
  }
  if (checks.size >= MAX_REMEMBERED) checks.delete(checks.keys().next().value as string);
  checks.set(key, { live, at: now });
  return live;
}

/** The logout handler says so at once, so this instance needs no round trip to know. */
export function forgetToken(token: string, now = Date.now()): void {
  checks.set(keyOf(token), { live: false, at: now });
}

/**
 * The viewer a public endpoint answers (EPD search, header menu): a signed-in viewer while upstream
 * still knows the token, else a visitor, so a cookie copied before logout gets a visitor's answer
 * (no owner's QR flag, no signed-in menu) rather than the platform's 401 for a token it revoked.
 */
export async function liveViewer(viewer: Viewer): Promise<Viewer> {
  if (viewer.token && viewer.user && (await isTokenLive(viewer.token, viewer.locale))) return viewer;
  return { locale: viewer.locale };
}
