'use client';

import { onboardingStep, profileFormPath } from '@/lib/accounts/onboarding';
import type { LoginResult } from '@/lib/accounts/schemas';
import { LoginTabs } from './login-tabs';
import { useFinishLogin } from './use-finish-login';

/** The mobile login (/Loginapp?id=, /appLogin); then (accounts.md 4.1) status 2 goes to /userinfo, else the product's
 *  PDF at once (a buyer from a QR code completes the profile later, from the PDF page), else the supplement form
 *  when the platform wants it, else home. */
export function MobileLogin({ businessId }: { businessId: string | null }) {
  const finishLogin = useFinishLogin();
  const onLoggedIn = (result: LoginResult) => {
    const step = onboardingStep(result.user);
    const next =
      step === 'rejected'
        ? '/userinfo'
        : businessId
          ? `/apppdf/${encodeURIComponent(businessId)}`
          : step === 'profile'
            ? profileFormPath(null)
            : '/';
    finishLogin({ ...result, needsSupplement: false }, { fallback: next });
  };
  return <LoginTabs flow="app" onLoggedIn={onLoggedIn} />;
}
