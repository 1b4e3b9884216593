'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBff } from '@/components/ui/use-bff';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { digitsOnly, smsLoginSchema } from '@/lib/validation/account';
import { ConsentCheckbox } from './consent-checkbox';
import { NotRegisteredDialog } from './not-registered-dialog';
import { SendCodeButton } from './send-code-button';
import { useFinishLogin, type LoginResult } from './use-finish-login';

/**
 * Mobile login: number, SMS code (after a captcha), consent. `web` is the header dialog and
 * /logins (an unknown number is offered registration); `app` is the mobile flow, which registers
 * a new mainland number on first login (DESIGN.md).
 */
export function SmsLoginForm({
  flow = 'web',
  onLoggedIn,
}: {
  flow?: 'web' | 'app';
  onLoggedIn?: (result: LoginResult) => void;
}) {
  const t = useTranslations('account');
  const bff = useBff();
  const finishLogin = useFinishLogin();
  const form = useSchemaForm(smsLoginSchema, { mobile: '', code: '', consent: false });
  const [notRegistered, setNotRegistered] = useState(false);

  const submit = form.onSubmit(async (data) => {
    const answer = await bff<LoginResult>('/api/auth/login/sms', { ...data, flow });
    if (answer.ok) {
      if (onLoggedIn) onLoggedIn(answer.data);
      else finishLogin(answer.data);
      return;
    }
    if (answer.error.code === 'NOT_REGISTERED') {
      setNotRegistered(true);
      return;
    }
    return { fields: answer.error.fields, message: answer.error.message };
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="space-y-4">
      <FormField label={t('mobile')} error={form.errorOf('mobile')}>
        {(control) => (
          <input
            {...control}
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            placeholder={t('mobilePlaceholder')}
            value={String(form.values.mobile)}
            onChange={(event) => form.setValue('mobile', digitsOnly(event.target.value, 11))}
            onBlur={() => form.touch('mobile')}
            className={inputClass(control['aria-invalid'])}
          />
        )}
      </FormField>
      <FormField label={t('smsCode')} error={form.errorOf('code')}>
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('codePlaceholder')}
              value={String(form.values.code)}
              onChange={(event) => form.setValue('code', digitsOnly(event.target.value))}
              onBlur={() => form.touch('code')}
              className={inputClass(control['aria-invalid'])}
            />
            <SendCodeButton
              validateTarget={() => form.checkField('mobile')}
              send={(captchaVerification) =>
                bff('/api/auth/sms-code', {
                  mobile: form.values.mobile,
                  purpose: flow === 'app' ? 'appLogin' : 'login',
                  captchaVerification,
                })
              }
              onRefused={(error) => {
                if (error.code !== 'NOT_REGISTERED') return false;
                setNotRegistered(true);
                return true;
              }}
            />
          </div>
        )}
      </FormField>
      <ConsentCheckbox checked={form.values.consent === true} onChange={(checked) => form.setValue('consent', checked)} error={form.errorOf('consent')} />
      {form.formError ? (
        <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600">
          {form.formError}
        </p>
      ) : null}
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={form.pending}>
        {form.pending ? t('loggingIn') : t('login')}
      </button>
      <NotRegisteredDialog open={notRegistered} onOpenChange={setNotRegistered} />
    </form>
  );
}
