'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { useBff } from '@/components/ui/use-bff';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { newPasswordSchema, resetCodeSchema } from '@/lib/validation/account';
import { CodeField, EmailField, FormAlert, NewPasswordFields } from './account-fields';

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
  const email = String(codeForm.values.email);

  const verify = codeForm.onSubmit(async (data) => {
    const answer = await bff('/api/auth/password-reset/verify', data);
    if (answer.ok) setStep('password');
    else return { fields: answer.error.fields, message: answer.error.message };
  });

  const change = passwordForm.onSubmit(async (data) => {
    const answer = await bff('/api/auth/password-reset/change', data);
    if (answer.ok) return onChanged();
    if (answer.error.code !== 'RESET_EXPIRED') return { fields: answer.error.fields, message: answer.error.message };
    setStep('code');
    codeForm.setFormError(answer.error.message);
  });

  return (
    <div className="space-y-4">
      <ol className="flex gap-2 text-xs font-medium text-ink-subtle" aria-label={t('resetSteps')}>
        <li className={step === 'code' ? 'text-steel-700' : ''}>1 · {t('resetStepCode')}</li>
        <li aria-hidden="true">→</li>
        <li className={step === 'password' ? 'text-steel-700' : ''}>2 · {t('resetStepPassword')}</li>
      </ol>
      {step === 'code' ? (
        <form onSubmit={verify} noValidate className="space-y-4">
          <EmailField form={codeForm} />
          <CodeField
            form={codeForm}
            label={t('emailCode')}
            validateTarget={() => codeForm.checkField('email')}
            send={(captchaVerification) => bff('/api/auth/email-code', { email, purpose: 'reset', captchaVerification })}
          />
          <FormAlert message={codeForm.formError} />
          <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={codeForm.pending}>
            {t('next')}
          </button>
        </form>
      ) : (
        <form onSubmit={change} noValidate className="space-y-4">
          <p className="text-sm text-ink-muted">{t('resetFor', { email })}</p>
          <NewPasswordFields form={passwordForm} label={t('newPassword')} />
          <FormAlert message={passwordForm.formError} />
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
