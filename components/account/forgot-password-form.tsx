'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { CodeField } from '@/components/forms/code-field';
import { FormAlert } from '@/components/forms/form-alert';
import { useBffForm } from '@/components/forms/use-bff-form';
import { buttonClass } from '@/components/ui/button-styles';
import { authEndpoints } from '@/lib/accounts/endpoints';
import { BffRequestError, callEndpoint } from '@/lib/bff/client';
import { newPasswordSchema, resetCodeSchema } from '@/lib/validation/account';
import { EmailField, NewPasswordFields } from './account-fields';

/**
 * Forgot password (accounts.md 2.3, 4.6): (1) the e-mail code after a captcha, (2) the code is
 * checked, (3) the new password twice. One schema per step: steps 1–2 share the e-mail form (the
 * e-mail alone is checked before the captcha), step 3 has its own. `onChanged` returns to login.
 */
export function ForgotPasswordForm({ onChanged, onBack }: { onChanged: () => void; onBack: () => void }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const [step, setStep] = useState<'code' | 'password'>('code');
  const codeForm = useBffForm(resetCodeSchema, { email: '', code: '' });
  const passwordForm = useBffForm(newPasswordSchema, { password: '', passwordRepeat: '' });
  const email = useWatch({ control: codeForm.control, name: 'email' });

  const verify = codeForm.submitWith(async (values) => {
    await callEndpoint(authEndpoints.verifyResetCode, values, { locale });
    setStep('password');
  });

  const change = passwordForm.submitWith(async (values) => {
    try {
      await callEndpoint(authEndpoints.changeForgottenPassword, values, { locale });
    } catch (error) {
      // The reset token of step 2 expired: back to the code, with the reason there.
      if (!(error instanceof BffRequestError) || error.code !== 'RESET_EXPIRED') throw error;
      setStep('code');
      codeForm.setAlert(error.message);
      return;
    }
    onChanged();
  });

  return (
    <div className="space-y-4">
      <ol className="flex gap-2 text-xs font-medium text-ink-subtle" aria-label={t('resetSteps')}>
        <li className={step === 'code' ? 'text-steel-700' : ''}>1 · {t('resetStepCode')}</li>
        <li aria-hidden="true">→</li>
        <li className={step === 'password' ? 'text-steel-700' : ''}>2 · {t('resetStepPassword')}</li>
      </ol>
      {step === 'code' ? (
        <form method="post" onSubmit={verify} noValidate className="space-y-4">
          <EmailField control={codeForm.control} name="email" />
          <CodeField
            control={codeForm.control}
            name="code"
            label={t('emailCode')}
            validateTarget={() => codeForm.check('email')}
            send={(captchaVerification) =>
              callEndpoint(authEndpoints.sendEmailCode, { email: codeForm.getValues('email'), purpose: 'reset', captchaVerification }, { locale })
            }
          />
          <FormAlert message={codeForm.alert} />
          <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={codeForm.busy}>
            {t('next')}
          </button>
        </form>
      ) : (
        <form method="post" onSubmit={change} noValidate className="space-y-4">
          <p className="text-sm text-ink-muted">{t('resetFor', { email })}</p>
          <NewPasswordFields control={passwordForm.control} names={{ password: 'password', repeat: 'passwordRepeat' }} label={t('newPassword')} />
          <FormAlert message={passwordForm.alert} />
          <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={passwordForm.busy}>
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
