'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { CodeField } from '@/components/captcha/code-field';
import { FormAlert } from '@/components/forms/form-alert';
import { useBffForm } from '@/components/forms/use-bff-form';
import { buttonClass } from '@/components/ui/button-styles';
import type { LoginResult } from '@/lib/accounts/schemas';
import { BffRequestError, callEndpoint } from '@/lib/bff/client';
import { takeCarriedMobile } from '@/lib/accounts/carried-mobile';
import { ConsentField, MobileField } from './account-fields';
import { LazyNotRegisteredDialog } from './lazy-not-registered-dialog';
import { useAccountCheck } from './use-account-check';
import { useFinishLogin } from './use-finish-login';
import * as authApi from '@/lib/accounts/addresses';
import * as authForms from '@/lib/accounts/forms';

/** Mobile login. `web`: an unknown number is offered registration before the captcha (and again if login
 *  answers 106); `app`: the mobile flow registers a new mainland number on first login (DESIGN.md). */
export function SmsLoginForm({
  flow = 'web',
  onLoggedIn,
}: {
  flow?: 'web' | 'app';
  onLoggedIn?: (result: LoginResult) => void;
}) {
  const t = useTranslations('account');
  const locale = useLocale();
  const finishLogin = useFinishLogin();
  const form = useBffForm(authForms.schemas, 'smsLoginSchema', { mobile: '', code: '', consent: false });
  const [notRegistered, setNotRegistered] = useState(false);
  const accountCheck = useAccountCheck();

  // A number carried from /register's "already registered" prompt.
  useEffect(() => {
    const carried = takeCarriedMobile();
    if (carried) form.setValue('mobile', carried);
  }, [form]);

  /** The number is checked before the puzzle: one with no account is offered registration instead. */
  async function readyForCaptcha(): Promise<boolean> {
    if (!(await form.check('mobile'))) return false;
    if (flow === 'app') return true;
    if ((await accountCheck(form.getValues('mobile'))) !== false) return true;
    setNotRegistered(true);
    return false;
  }

  const submit = form.submitWith(async (values) => {
    try {
      const result = await callEndpoint(authApi.loginBySms, { ...values, flow }, { locale });
      (onLoggedIn ?? finishLogin)(result);
    } catch (error) {
      if (error instanceof BffRequestError && error.code === 'NOT_REGISTERED') return setNotRegistered(true);
      throw error;
    }
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      <MobileField control={form.control} name="mobile" />
      <CodeField
        control={form.control}
        name="code"
        label={t('smsCode')}
        validateTarget={readyForCaptcha}
        send={async (captchaVerification) =>
          callEndpoint(
            authApi.sendSmsCode,
            {
              mobile: form.getValues('mobile'),
              purpose: flow === 'app' ? 'appLogin' : 'login',
              captchaVerification,
            },
            { locale },
          )
        }
        onRefused={(error) => {
          if (error.code !== 'NOT_REGISTERED') return false;
          setNotRegistered(true);
          return true;
        }}
      />
      <ConsentField control={form.control} name="consent" />
      <FormAlert message={form.alert} />
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={form.busy}>
        {form.busy ? t('loggingIn') : t('login')}
      </button>
      <LazyNotRegisteredDialog
        open={notRegistered}
        onOpenChange={setNotRegistered}
        mobile={form.getValues('mobile')}
      />
    </form>
  );
}
