import type { FreshUser, UserSnapshot } from '@/lib/viewer/user';

/** The fields of the snapshot that follow the user's account and company (DESIGN.md "Guards": pages and BFF handlers
 * refresh the snapshot with what upstream tells them now). */
const FOLLOWED = [
  'userName',
  'auditStatus',
  'companyName',
  'companyCode',
  'companyStatus',
  'companyType',
] as const;

/** A snapshot confirmed with upstream this recently is not sent through the refresh again (one hop, never a loop). */
export const SNAPSHOT_CONFIRMED_MS = 10_000;

function same(a: unknown, b: unknown): boolean {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
  return text(a) === text(b);
}

/** The snapshot with whatever the fresh load learned in place of the stored values. */
export function snapshotOf(user: UserSnapshot, fresh: FreshUser): UserSnapshot {
  return { ...user, ...Object.fromEntries(FOLLOWED.map((field) => [field, fresh[field] ?? null])) };
}

/** True when upstream tells something the session's snapshot does not say. */
export function isStale(user: UserSnapshot, fresh: FreshUser): boolean {
  return FOLLOWED.some((field) => !same(user[field], fresh[field]));
}

/** True when the snapshot was confirmed with upstream within SNAPSHOT_CONFIRMED_MS. */
export function recentlyConfirmed(refreshedAt: number | undefined, now = Date.now()): boolean {
  return refreshedAt !== undefined && now - refreshedAt >= 0 && now - refreshedAt < SNAPSHOT_CONFIRMED_MS;
}

/** The route handler that rewrites the session from a fresh load and returns to `back` (a path without its locale). */
export function refreshPath(back: string, locale: string): string {
  return `/api/session/refresh?redirect=${encodeURIComponent(back)}&locale=${locale}`;
}
