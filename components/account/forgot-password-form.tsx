'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { CodeField } from '@/components/captcha/code-field';
import { FormAlert } from '@/components/forms/form-alert';
import { useBffForm } from '@/components/forms/use-bff-form';
import { buttonClass } from '@/components/ui/button-styles';
import * as authApi from '@/lib/accounts/addresses';
import { BffRequestError, callEndpoint } from '@/lib/bff/client';
import { EmailField, NewPasswordFields } from './account-fields';
import * as authForms from '@/lib/accounts/forms';

/** Forgot password (accounts.md 2.3, 4.6): the e-mail code after a captcha, its check, then the new password twice. */
export function ForgotPasswordForm({ onChanged, onBack }: { onChanged: () => void; onBack: () => void }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const [step, setStep] = useState<'code' | 'password'>('code');
  const codeForm = useBffForm(authForms.schemas, 'resetCodeSchema', { email: '', code: '' });
  const passwordForm = useBffForm(authForms.schemas, 'newPasswordSchema', {
    password: '',
    passwordRepeat: '',
  });
  const email = useWatch({ control: codeForm.control, name: 'email' });

  const verify = codeForm.submitWith(async (values) => {
    await callEndpoint(authApi.verifyResetCode, values, { locale });
    setStep('password');
  });

  const change = passwordForm.submitWith(async (values) => {
    try {
      await callEndpoint(authApi.changeForgottenPassword, values, { locale });
    } catch (error) {
      // The reset token expired: back to the code, with the reason.
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
              callEndpoint(
                authApi.sendEmailCode,
                { email: codeForm.getValues('email'), purpose: 'reset', captchaVerification },
                { locale },
              )
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
          <NewPasswordFields
            control={passwordForm.control}
            names={{ password: 'password', repeat: 'passwordRepeat' }}
            label={t('newPassword')}
          />
          <FormAlert message={passwordForm.alert} />
          <button
            type="submit"
            className={buttonClass('primary', 'lg', 'w-full')}
            disabled={passwordForm.busy}
          >
            {t('changePassword')}
          </button>
        </form>
      )}
      <button
        type="button"
        onClick={onBack}
        className="text-sm text-steel-600 underline-offset-4 hover:underline"
      >
        ← {t('backToLogin')}
      </button>
    </div>
  );
}
