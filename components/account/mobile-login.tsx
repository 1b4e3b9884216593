'use client';

import type { LoginResult } from '@/lib/accounts/schemas';
import { LoginTabs } from './login-tabs';
import { useFinishLogin } from './use-finish-login';

/** accounts.md 4.2: audit status 2 means the registration was rejected and must be corrected. */
const AUDIT_REJECTED = '2';

/** The mobile login (/Loginapp?id=, /appLogin); then (accounts.md 4.1) status 2 goes to /userinfo, else the product's PDF, else home. */
export function MobileLogin({ businessId }: { businessId: string | null }) {
  const finishLogin = useFinishLogin();
  const onLoggedIn = (result: LoginResult) => {
    const next =
      String(result.user.auditStatus ?? '') === AUDIT_REJECTED
        ? '/userinfo'
        : result.needsSupplement
          ? `/appLoginform${businessId ? `?id=${encodeURIComponent(businessId)}` : ''}`
          : businessId
            ? `/apppdf/${encodeURIComponent(businessId)}`
            : '/';
    finishLogin({ ...result, needsSupplement: false }, { fallback: next });
  };
  return <LoginTabs flow="app" onLoggedIn={onLoggedIn} />;
}
