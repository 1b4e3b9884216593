'use client';

import { useLocale, useTranslations } from 'next-intl';
import { NewPasswordFields } from '@/components/account/account-fields';
import { CodeField } from '@/components/captcha/code-field';
import { FormAlert } from '@/components/forms/form-alert';
import { useBffForm } from '@/components/forms/use-bff-form';
import { buttonClass } from '@/components/ui/button-styles';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-styles';
import { callEndpoint } from '@/lib/bff/client';
import * as personalCentreApi from '@/lib/personal-centre/addresses';
import * as personalCentreForms from '@/lib/personal-centre/forms';

/** Change password (accounts.md 2.7): a code to the account's e-mail after the captcha, then the new password. */
export function ChangePasswordForm({ account }: { account: string }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const form = useBffForm(personalCentreForms.schemas, 'changePasswordSchema', {
    code: '',
    password: '',
    passwordRepeat: '',
  });

  const submit = form.submitWith(async (values) => {
    await callEndpoint(personalCentreApi.changePassword, values, { locale });
    form.leave('/Result?type=4', { refresh: true });
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      <FormField label={t('email')}>
        {(ids) => (
          <input {...ids} value={account} readOnly className={inputClass(false, { readOnly: true })} />
        )}
      </FormField>
      <CodeField
        control={form.control}
        name="code"
        label={t('emailCode')}
        validateTarget={() => true}
        send={async (captchaVerification) =>
          callEndpoint(personalCentreApi.sendPasswordCode, { captchaVerification }, { locale })
        }
      />
      <NewPasswordFields
        control={form.control}
        names={{ password: 'password', repeat: 'passwordRepeat' }}
        label={t('newPassword')}
      />
      <FormAlert message={form.alert} />
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={form.busy}>
        {t('changePassword')}
      </button>
    </form>
  );
}
