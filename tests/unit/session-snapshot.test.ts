import { describe, expect, it } from 'vitest';
import {
  isStale,
  recentlyConfirmed,
  refreshPath,
  snapshotOf,
  SNAPSHOT_CONFIRMED_MS,
} from '@/lib/session/snapshot';
import type { FreshUser, UserSnapshot } from '@/lib/viewer/user';

const signedInUnderReview: UserSnapshot = {
  id: 21,
  userAccount: '13912345678',
  userName: '敬业钢铁有限公司',
  companyName: '敬业钢铁有限公司',
  companyCode: null,
  auditStatus: 1,
  accountType: 1,
  companyType: 1,
  companyStatus: 0,
};

const approved: FreshUser = {
  ...signedInUnderReview,
  companyCode: '91130131511640878M',
  companyStatus: '1',
  userStatus: 1,
  companyEmail: null,
  companyId: 9,
  reasonReject: null,
};

describe('the session follows the company', () => {
  it('a company approved since sign-in makes the snapshot stale, and the new one takes code and status', () => {
    expect(isStale(signedInUnderReview, approved)).toBe(true);
    const next = snapshotOf(signedInUnderReview, approved);
    expect(next).toMatchObject({
      companyCode: '91130131511640878M',
      companyStatus: '1',
      userAccount: '13912345678',
    });
    expect(isStale(next, approved)).toBe(false);
  });

  it('numbers and their text are the same value; nothing learned, nothing stale', () => {
    expect(
      isStale({ ...signedInUnderReview, companyStatus: '0' }, {
        ...approved,
        ...signedInUnderReview,
        companyStatus: 0,
      } as FreshUser),
    ).toBe(false);
  });

  it('a refresh is not asked again at once: one hop, never a loop', () => {
    const now = 1_000_000;
    expect(recentlyConfirmed(undefined, now)).toBe(false);
    expect(recentlyConfirmed(now - 1, now)).toBe(true);
    expect(recentlyConfirmed(now - SNAPSHOT_CONFIRMED_MS, now)).toBe(false);
    expect(refreshPath('/Pcr/minePcr?type=EPD', 'en')).toBe(
      '/api/session/refresh?redirect=%2FPcr%2FminePcr%3Ftype%3DEPD&locale=en',
    );
  });
});
