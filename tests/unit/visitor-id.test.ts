import { describe, expect, it } from 'vitest';
import {
  currentVisitorId,
  isVisitorIdFresh,
  randomUuid,
  VISITOR_ID_KEY,
  VISITOR_ID_LIFETIME_MS,
} from '@/lib/site/visitor-id';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const ID_A = '3f0c8f5e-2b1d-4c7a-9e55-1a2b3c4d5e6f';
const ID_B = '7d9e1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b';

describe('visitor id', () => {
  it('lives 8 hours (28,800,000 ms)', () => {
    expect(VISITOR_ID_LIFETIME_MS).toBe(8 * 60 * 60 * 1000);
    expect(isVisitorIdFresh(0, VISITOR_ID_LIFETIME_MS - 1)).toBe(true);
    expect(isVisitorIdFresh(0, VISITOR_ID_LIFETIME_MS)).toBe(false);
    expect(isVisitorIdFresh(1000, 0)).toBe(false);
  });

  it('is kept while fresh and replaced once it is 8 hours old', () => {
    const storage = memoryStorage();
    const ids = [ID_A, ID_B];
    const next = () => ids.shift()!;
    expect(currentVisitorId(storage, 1_000, next)).toBe(ID_A);
    expect(currentVisitorId(storage, 1_000 + VISITOR_ID_LIFETIME_MS - 1, next)).toBe(ID_A);
    expect(currentVisitorId(storage, 1_000 + VISITOR_ID_LIFETIME_MS, next)).toBe(ID_B);
    expect(JSON.parse(storage.values.get(VISITOR_ID_KEY)!)).toEqual({
      id: ID_B,
      createdAt: 1_000 + VISITOR_ID_LIFETIME_MS,
    });
  });

  it('replaces a damaged value and survives storage that refuses writes', () => {
    expect(currentVisitorId(memoryStorage({ [VISITOR_ID_KEY]: '{not json' }), 5, () => ID_A)).toBe(ID_A);
    expect(
      currentVisitorId(
        memoryStorage({ [VISITOR_ID_KEY]: JSON.stringify({ id: 'x', createdAt: 1 }) }),
        5,
        () => ID_B,
      ),
    ).toBe(ID_B);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(currentVisitorId(refusing, 5, () => ID_A)).toBe(ID_A);
    expect(currentVisitorId(null, 5, () => ID_B)).toBe(ID_B);
  });

  it('makes version 4 UUIDs the upstream accepts', () => {
    expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
