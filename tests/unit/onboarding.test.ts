import { describe, expect, it } from 'vitest';
import { onboardingStep, returnPlaceOf } from '@/lib/accounts/onboarding';

describe('the onboarding step every door names (accounts.md 4.1, 4.2)', () => {
  it('asks for the company profile when the account has neither a user name nor a company name', () => {
    expect(onboardingStep({ userName: null, companyName: null, auditStatus: 1 })).toBe('profile');
    expect(onboardingStep({ userName: '青岛海湾钢结构', companyName: null, auditStatus: 1 })).toBeNull();
  });

  it('says a registration is under review, and sends a rejected one to be corrected', () => {
    expect(onboardingStep({ companyName: '常州中天特钢', auditStatus: 0 })).toBe('underReview');
    expect(onboardingStep({ companyName: '常州中天特钢', auditStatus: '0' })).toBe('underReview');
    expect(onboardingStep({ companyName: '常州中天特钢', auditStatus: 2 })).toBe('rejected');
    expect(onboardingStep({ companyName: '常州中天特钢', auditStatus: 1 })).toBeNull();
  });

  it('names where the supplement form returns to', () => {
    expect(returnPlaceOf('/')).toBe('home');
    expect(returnPlaceOf('/user?tab=1')).toBe('personalCentre');
    expect(returnPlaceOf('/apppdf/EPD-DEMO-7')).toBe('report');
    expect(returnPlaceOf('/epd/mineEpd')).toBe('previous');
  });
});
