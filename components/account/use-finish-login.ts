'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useToast } from '@/components/ui/toast';
import { desktopProfileFormPath, onboardingStep } from '@/lib/accounts/onboarding';
import type { LoginResult } from '@/lib/accounts/schemas';
import { navigateWithBar } from '@/lib/i18n/link-pending';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { safeReturnPath } from '@/lib/security/safe-return-path';

/** accounts.md 4.1: "login success" shows for 1000 ms before the user moves on. */
const SUCCESS_PAUSE_MS = 1000;
/** Long enough to read the next step of a registration under review. */
const NEXT_STEP_MS = 8000;

const LEFT_AFTER_LOGIN = /^\/(logins|Result)(\/|$)/;

// accounts.md 4.1: supplement form, else a same-origin return URL (not `/Result` or `/`), else home or the current page.
// Every door says what comes next: a registration under review is told it waits for the platform's message.
export function useFinishLogin() {
  const t = useTranslations('account');
  const toast = useToast();
  const router = useRouter();
  const searchParams = useSearchParams();
  const pathname = usePathname();

  return (result: LoginResult, options: { onDone?: () => void; fallback?: string } = {}) => {
    toast(t('loginSuccess'), { tone: 'success', durationMs: SUCCESS_PAUSE_MS });
    if (onboardingStep(result.user) === 'underReview')
      toast(t('onboarding.underReview'), { tone: 'warning', durationMs: NEXT_STEP_MS });
    setTimeout(() => {
      options.onDone?.();
      navigateWithBar(() => {
        const target = safeReturnPath(searchParams?.get('redirect'), '');
        const returnTo = target && target !== '/' && !target.startsWith('/Result') ? target : '';
        if (result.needsSupplement) {
          router.push(desktopProfileFormPath(returnTo || '/'));
          return;
        }
        if (returnTo) router.push(returnTo);
        else if (options.fallback) router.push(options.fallback);
        else if (LEFT_AFTER_LOGIN.test(pathname)) router.push('/');
        router.refresh();
      });
    }, SUCCESS_PAUSE_MS);
  };
}
