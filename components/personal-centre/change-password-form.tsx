'use client';

import { useTranslations } from 'next-intl';
import { PasswordInput } from '@/components/account/password-input';
import { SendCodeButton } from '@/components/account/send-code-button';
import { buttonClass } from '@/components/ui/button-styles';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBff } from '@/components/ui/use-bff';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { useRouter } from '@/lib/i18n/navigation';
import { changePasswordSchema, digitsOnly } from '@/lib/validation/account';

/** Change password (accounts.md 2.7): a code to the account's e-mail after the captcha, then the new password. */
export function ChangePasswordForm({ account }: { account: string }) {
  const t = useTranslations('account');
  const bff = useBff();
  const router = useRouter();
  const form = useSchemaForm(changePasswordSchema, { code: '', password: '', passwordRepeat: '' });

  const submit = form.onSubmit(async (data) => {
    const answer = await bff('/api/account/password', data);
    if (!answer.ok) return { fields: answer.error.fields, message: answer.error.message };
    router.push('/Result?type=4');
    router.refresh();
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="space-y-4">
      <FormField label={t('email')}>
        {(control) => <input {...control} value={account} readOnly className={`${inputClass(false)} bg-steel-50 text-ink-muted`} />}
      </FormField>
      <FormField label={t('emailCode')} error={form.errorOf('code')}>
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('codePlaceholder')}
              value={String(form.values.code)}
              onChange={(event) => form.setValue('code', digitsOnly(event.target.value))}
              onBlur={() => form.touch('code')}
              className={inputClass(control['aria-invalid'])}
            />
            <SendCodeButton validateTarget={() => true} send={(captchaVerification) => bff('/api/account/password-code', { captchaVerification })} />
          </div>
        )}
      </FormField>
      <FormField label={t('newPassword')} error={form.errorOf('password')} hint={t('passwordHint')}>
        {(control) => (
          <PasswordInput
            {...control}
            invalid={control['aria-invalid']}
            name="password"
            autoComplete="new-password"
            value={String(form.values.password)}
            onChange={(event) => form.setValue('password', event.target.value)}
            onBlur={() => form.touch('password')}
          />
        )}
      </FormField>
      <FormField label={t('passwordRepeat')} error={form.errorOf('passwordRepeat')}>
        {(control) => (
          <PasswordInput
            {...control}
            invalid={control['aria-invalid']}
            name="passwordRepeat"
            autoComplete="new-password"
            value={String(form.values.passwordRepeat)}
            onChange={(event) => form.setValue('passwordRepeat', event.target.value)}
            onBlur={() => form.touch('passwordRepeat')}
          />
        )}
      </FormField>
      {form.formError ? <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600">{form.formError}</p> : null}
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={form.pending}>
        {t('changePassword')}
      </button>
    </form>
  );
}
