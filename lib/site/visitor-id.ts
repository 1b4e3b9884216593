/** Page-view visitor id (`/n/pvuv/count`): a random UUID in localStorage, replaced after its lifetime (business.md 4, 9). */
export const VISITOR_ID_KEY = 'portal.visitor';
export const VISITOR_ID_LIFETIME_MS = 28_800_000;

type StoredVisitor = { id: string; createdAt: number };
type VisitorStorage = Pick<Storage, 'getItem' | 'setItem'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function readStored(storage: VisitorStorage): StoredVisitor | null {
  try {
    const value = JSON.parse(storage.getItem(VISITOR_ID_KEY) ?? 'null') as Partial<StoredVisitor> | null;
    return value && typeof value.id === 'string' && UUID.test(value.id) && typeof value.createdAt === 'number'
      ? (value as StoredVisitor)
      : null;
  } catch {
    return null;
  }
}

/** Whether a stored id may still be used at `now` (an id from the future, a changed clock, may not). */
export function isVisitorIdFresh(createdAt: number, now: number): boolean {
  return createdAt <= now && now - createdAt < VISITOR_ID_LIFETIME_MS;
}

export function currentVisitorId(
  storage: VisitorStorage | null,
  now: number,
  newId: () => string = randomUuid,
): string {
  const stored = storage ? readStored(storage) : null;
  if (stored && isVisitorIdFresh(stored.createdAt, now)) return stored.id;
  const fresh: StoredVisitor = { id: newId(), createdAt: now };
  try {
    storage?.setItem(VISITOR_ID_KEY, JSON.stringify(fresh));
  } catch {
    // Storage full or forbidden (private browsing): count this view with a one-off id.
  }
  return fresh.id;
}

/** `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
