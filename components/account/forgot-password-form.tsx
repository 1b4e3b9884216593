'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBff } from '@/components/ui/use-bff';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { digitsOnly, newPasswordSchema, resetCodeSchema } from '@/lib/validation/account';
import { PasswordInput } from './password-input';
import { SendCodeButton } from './send-code-button';

/**
 * Forgot password (accounts.md 2.3, 4.6): (1) the e-mail code after a captcha, (2) the code is
 * checked, (3) the new password twice. `onChanged` returns to the login form.
 */
export function ForgotPasswordForm({ onChanged, onBack }: { onChanged: () => void; onBack: () => void }) {
  const t = useTranslations('account');
  const bff = useBff();
  const [step, setStep] = useState<'code' | 'password'>('code');
  const codeForm = useSchemaForm(resetCodeSchema, { email: '', code: '' });
  const passwordForm = useSchemaForm(newPasswordSchema, { password: '', passwordRepeat: '' });

  const verify = codeForm.onSubmit(async (data) => {
    const answer = await bff('/api/auth/password-reset/verify', data);
    if (answer.ok) setStep('password');
    else return { fields: answer.error.fields, message: answer.error.message };
  });

  const change = passwordForm.onSubmit(async (data) => {
    const answer = await bff('/api/auth/password-reset/change', data);
    if (answer.ok) onChanged();
    else if (answer.error.code === 'RESET_EXPIRED') {
      setStep('code');
      codeForm.setFormError(answer.error.message);
    } else return { fields: answer.error.fields, message: answer.error.message };
  });

  const email = String(codeForm.values.email);
  return (
    <div className="space-y-4">
      <ol className="flex gap-2 text-xs font-medium text-ink-subtle" aria-label={t('resetSteps')}>
        <li className={step === 'code' ? 'text-steel-700' : ''}>1 · {t('resetStepCode')}</li>
        <li aria-hidden="true">→</li>
        <li className={step === 'password' ? 'text-steel-700' : ''}>2 · {t('resetStepPassword')}</li>
      </ol>
      {step === 'code' ? (
        <form ref={codeForm.formRef} onSubmit={verify} noValidate className="space-y-4">
          <FormField label={t('email')} error={codeForm.errorOf('email')}>
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                autoComplete="email"
                placeholder={t('emailPlaceholder')}
                value={email}
                onChange={(event) => codeForm.setValue('email', event.target.value)}
                onBlur={() => codeForm.touch('email')}
                className={inputClass(control['aria-invalid'])}
              />
            )}
          </FormField>
          <FormField label={t('emailCode')} error={codeForm.errorOf('code')}>
            {(control) => (
              <div className="flex gap-2">
                <input
                  {...control}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder={t('codePlaceholder')}
                  value={String(codeForm.values.code)}
                  onChange={(event) => codeForm.setValue('code', digitsOnly(event.target.value))}
                  onBlur={() => codeForm.touch('code')}
                  className={inputClass(control['aria-invalid'])}
                />
                <SendCodeButton
                  validateTarget={() => codeForm.checkField('email')}
                  send={(captchaVerification) => bff('/api/auth/email-code', { email, purpose: 'reset', captchaVerification })}
                />
              </div>
            )}
          </FormField>
          {codeForm.formError ? (
            <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600">
              {codeForm.formError}
            </p>
          ) : null}
          <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={codeForm.pending}>
            {t('next')}
          </button>
        </form>
      ) : (
        <form ref={passwordForm.formRef} onSubmit={change} noValidate className="space-y-4">
          <p className="text-sm text-ink-muted">{t('resetFor', { email })}</p>
          <FormField label={t('newPassword')} error={passwordForm.errorOf('password')} hint={t('passwordHint')}>
            {(control) => (
              <PasswordInput
                {...control}
                invalid={control['aria-invalid']}
                name="password"
                autoComplete="new-password"
                value={String(passwordForm.values.password)}
                onChange={(event) => passwordForm.setValue('password', event.target.value)}
                onBlur={() => passwordForm.touch('password')}
              />
            )}
          </FormField>
          <FormField label={t('passwordRepeat')} error={passwordForm.errorOf('passwordRepeat')}>
            {(control) => (
              <PasswordInput
                {...control}
                invalid={control['aria-invalid']}
                name="passwordRepeat"
                autoComplete="new-password"
                value={String(passwordForm.values.passwordRepeat)}
                onChange={(event) => passwordForm.setValue('passwordRepeat', event.target.value)}
                onBlur={() => passwordForm.touch('passwordRepeat')}
              />
            )}
          </FormField>
          {passwordForm.formError ? (
            <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600">
              {passwordForm.formError}
            </p>
          ) : null}
          <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={passwordForm.pending}>
            {t('changePassword')}
          </button>
        </form>
      )}
      <button type="button" onClick={onBack} className="text-sm text-steel-600 underline-offset-4 hover:underline">
        ← {t('backToLogin')}
      </button>
    </div>
  );
}
