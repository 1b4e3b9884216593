'use client';

import { useTranslations } from 'next-intl';
import { CodeField, FormAlert, NewPasswordFields } from '@/components/account/account-fields';
import { buttonClass } from '@/components/ui/button-styles';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBff } from '@/components/ui/use-bff';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { useRouter } from '@/lib/i18n/navigation';
import { changePasswordSchema } from '@/lib/validation/account';

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
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label={t('email')}>
        {(control) => <input {...control} value={account} readOnly className={`${inputClass(false)} bg-steel-50 text-ink-muted`} />}
      </FormField>
      <CodeField
        form={form}
        label={t('emailCode')}
        validateTarget={() => true}
        send={(captchaVerification) => bff('/api/account/password-code', { captchaVerification })}
      />
      <NewPasswordFields form={form} label={t('newPassword')} />
      <FormAlert message={form.formError} />
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={form.pending}>
        {t('changePassword')}
      </button>
    </form>
  );
}
