import '@/lib/security/server-module';
import { createHash } from 'node:crypto';
import type { Locale } from '@/lib/i18n/routing';
import { UpstreamError } from '@/lib/upstream/errors';
import { callOperation } from '@/lib/upstream/operation';
import { verifyToken } from '@/lib/upstream/operations/accounts';
import type { Viewer } from '@/lib/session/viewer';

/** A sealed cookie cannot be revoked, so whatever shows a user as signed in asks upstream whether the token lives
 * (`GET /n/user/verify`, at most once per LIVE_FOR_MS); refused (401, or code 0, accounts.md 4.1) it reads as a visitor.
 * An unreachable upstream counts as live: a platform fault logs nobody out. */
export const LIVE_FOR_MS = 30_000;
const MAX_REMEMBERED = 10_000;

// One map per process, whichever bundle chunk loads this first: page renders must see a logout too.
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
    live = !(
      error instanceof UpstreamError &&
      (error.isUnauthorized || (error.kind === 'rejected' && error.code === '0'))
    );
  }
  if (checks.size >= MAX_REMEMBERED) checks.delete(checks.keys().next().value as string);
  checks.set(key, { live, at: now });
  return live;
}

export function forgetToken(token: string, now = Date.now()): void {
  checks.set(keyOf(token), { live: false, at: now });
}

/** A public endpoint's viewer: signed in while the token lives, else a visitor (not the platform's 401 for a revoked token). */
export async function liveViewer(viewer: Viewer): Promise<Viewer> {
  if (viewer.token && viewer.user && (await isTokenLive(viewer.token, viewer.locale))) return viewer;
  return { locale: viewer.locale };
}
