'use client';

import { useLocale } from 'next-intl';
import { callEndpoint } from '@/lib/bff/client';
import * as authApi from '@/lib/accounts/addresses';

/** Asks whether a number has an account before the captcha; null when the platform cannot say, and the form
 *  then learns it from the code it sends (accounts.md 4.1). */
export function useAccountCheck(): (mobile: string) => Promise<boolean | null> {
  const locale = useLocale();
  return (mobile) =>
    callEndpoint(authApi.checkMobile, { mobile }, { locale }).then(
      (answer) => answer.registered,
      () => null,
    );
}
