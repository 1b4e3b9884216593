import { AuditStatus, statusOf } from '@/lib/viewer/statuses';

/**
 * The steps every door leads a new account through (accounts.md 4.1, 4.2): the supplement form when
 * the account has neither a user name nor a company name, the review while the registration is
 * under review (0), the correction when it was not approved (2); null when nothing is left to do.
 */
export type OnboardingStep = 'profile' | 'underReview' | 'rejected';

type OnboardingUser = {
  userName?: string | null;
  companyName?: string | null;
  auditStatus?: string | number | null;
};

export function onboardingStep(user: OnboardingUser): OnboardingStep | null {
  const audit = statusOf(user.auditStatus);
  if (audit === AuditStatus.Rejected) return 'rejected';
  if (!user.userName && !user.companyName) return 'profile';
  if (audit === AuditStatus.UnderReview) return 'underReview';
  return null;
}

/** accounts.md 4.1: the supplement form when the account has neither a user name nor a company name. */
export function needsProfile(user: OnboardingUser): boolean {
  return !user.userName && !user.companyName;
}

/** Where the supplement form returns to, named so the form can say where the user is now. */
export type ReturnPlace = 'home' | 'personalCentre' | 'report' | 'previous';

export function returnPlaceOf(path: string): ReturnPlace {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  if (pathname === '/' || pathname === '') return 'home';
  if (pathname === '/user') return 'personalCentre';
  if (pathname.startsWith('/apppdf/')) return 'report';
  return 'previous';
}

/** The supplement form's address in the mobile flow (accounts.md 2.10), returning to the report. */
export function profileFormPath(businessId: string | null): string {
  return businessId ? `/appLoginform?id=${encodeURIComponent(businessId)}` : '/appLoginform';
}

/** The supplement form's address on a computer, returning to `returnTo` once saved. */
export function desktopProfileFormPath(returnTo: string): string {
  return `/logins?panel=supplement&redirect=${encodeURIComponent(returnTo)}`;
}
