'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBff } from '@/components/ui/use-bff';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { Link } from '@/lib/i18n/navigation';
import { emailLoginSchema } from '@/lib/validation/account';
import { ConsentCheckbox } from './consent-checkbox';
import { PasswordInput } from './password-input';
import { useFinishLogin, type LoginResult } from './use-finish-login';

/** E-mail login: the password goes to the portal only, which encrypts it for upstream. */
export function EmailLoginForm({ onLoggedIn }: { onLoggedIn?: (result: LoginResult) => void }) {
  const t = useTranslations('account');
  const bff = useBff();
  const finishLogin = useFinishLogin();
  const form = useSchemaForm(emailLoginSchema, { email: '', password: '', consent: false });

  const submit = form.onSubmit(async (data) => {
    const answer = await bff<LoginResult>('/api/auth/login/email', data);
    if (answer.ok) {
      if (onLoggedIn) onLoggedIn(answer.data);
      else finishLogin(answer.data);
      return;
    }
    return { fields: answer.error.fields, message: answer.error.message };
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="space-y-4">
      <FormField label={t('email')} error={form.errorOf('email')}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            placeholder={t('emailPlaceholder')}
            value={String(form.values.email)}
            onChange={(event) => form.setValue('email', event.target.value)}
            onBlur={() => form.touch('email')}
            className={inputClass(control['aria-invalid'])}
          />
        )}
      </FormField>
      <FormField label={t('password')} error={form.errorOf('password')}>
        {(control) => (
          <PasswordInput
            {...control}
            invalid={control['aria-invalid']}
            name="password"
            autoComplete="current-password"
            value={String(form.values.password)}
            onChange={(event) => form.setValue('password', event.target.value)}
            onBlur={() => form.touch('password')}
          />
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
      <p className="text-right text-sm">
        <Link href="/logins?panel=forgot" className="text-steel-600 underline-offset-4 hover:underline">
          {t('forgotPassword')}
        </Link>
      </p>
    </form>
  );
}
