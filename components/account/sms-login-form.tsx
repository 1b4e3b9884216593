'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { useBff } from '@/components/ui/use-bff';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { smsLoginSchema } from '@/lib/validation/account';
import { CodeField, FormAlert, MobileField } from './account-fields';
import { ConsentCheckbox } from './consent-checkbox';
import { NotRegisteredDialog } from './not-registered-dialog';
import { useFinishLogin, type LoginResult } from './use-finish-login';

/**
 * Mobile login: number, SMS code (after a captcha), consent. `web` is the header dialog and
 * /logins (an unknown number is offered registration); `app` is the mobile flow, which registers
 * a new mainland number on first login (DESIGN.md).
 */
export function SmsLoginForm({ flow = 'web', onLoggedIn }: { flow?: 'web' | 'app'; onLoggedIn?: (result: LoginResult) => void }) {
  const t = useTranslations('account');
  const bff = useBff();
  const finishLogin = useFinishLogin();
  const form = useSchemaForm(smsLoginSchema, { mobile: '', code: '', consent: false });
  const [notRegistered, setNotRegistered] = useState(false);

  const submit = form.onSubmit(async (data) => {
    const answer = await bff<LoginResult>('/api/auth/login/sms', { ...data, flow });
    if (answer.ok) return void (onLoggedIn ?? finishLogin)(answer.data);
    if (answer.error.code === 'NOT_REGISTERED') return void setNotRegistered(true);
    return { fields: answer.error.fields, message: answer.error.message };
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <MobileField form={form} />
      <CodeField
        form={form}
        label={t('smsCode')}
        validateTarget={() => form.checkField('mobile')}
        send={(captchaVerification) =>
          bff('/api/auth/sms-code', { mobile: form.values.mobile, purpose: flow === 'app' ? 'appLogin' : 'login', captchaVerification })
        }
        onRefused={(error) => {
          if (error.code !== 'NOT_REGISTERED') return false;
          setNotRegistered(true);
          return true;
        }}
      />
      <ConsentCheckbox checked={form.values.consent === true} onChange={(checked) => form.setValue('consent', checked)} error={form.errorOf('consent')} />
      <FormAlert message={form.formError} />
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={form.pending}>
        {form.pending ? t('loggingIn') : t('login')}
      </button>
      <NotRegisteredDialog open={notRegistered} onOpenChange={setNotRegistered} />
    </form>
  );
}
