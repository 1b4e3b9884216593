'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { useBff } from '@/components/ui/use-bff';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { Link } from '@/lib/i18n/navigation';
import { emailLoginSchema } from '@/lib/validation/account';
import { CurrentPasswordField, EmailField, FormAlert } from './account-fields';
import { ConsentCheckbox } from './consent-checkbox';
import { useFinishLogin, type LoginResult } from './use-finish-login';

/** E-mail login: the password goes to the portal only, which encrypts it for upstream. */
export function EmailLoginForm({ onLoggedIn }: { onLoggedIn?: (result: LoginResult) => void }) {
  const t = useTranslations('account');
  const bff = useBff();
  const finishLogin = useFinishLogin();
  const form = useSchemaForm(emailLoginSchema, { email: '', password: '', consent: false });

  const submit = form.onSubmit(async (data) => {
    const answer = await bff<LoginResult>('/api/auth/login/email', data);
    if (answer.ok) return void (onLoggedIn ?? finishLogin)(answer.data);
    return { fields: answer.error.fields, message: answer.error.message };
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <EmailField form={form} />
      <CurrentPasswordField form={form} />
      <ConsentCheckbox checked={form.values.consent === true} onChange={(checked) => form.setValue('consent', checked)} error={form.errorOf('consent')} />
      <FormAlert message={form.formError} />
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
