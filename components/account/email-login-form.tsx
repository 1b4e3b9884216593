'use client';

import { useLocale, useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { useBffForm } from '@/components/forms/use-bff-form';
import { buttonClass } from '@/components/ui/button-styles';
import type { LoginResult } from '@/lib/accounts/schemas';
import { callEndpoint } from '@/lib/bff/client';
import { Link } from '@/lib/i18n/navigation';
import { ConsentField, CurrentPasswordField, EmailField } from './account-fields';
import { useFinishLogin } from './use-finish-login';
import * as authApi from '@/lib/accounts/addresses';
import * as authForms from '@/lib/accounts/forms';

/** E-mail login: the password goes to the portal only, which encrypts it for upstream. */
export function EmailLoginForm({ onLoggedIn }: { onLoggedIn?: (result: LoginResult) => void }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const finishLogin = useFinishLogin();
  const form = useBffForm(authForms.schemas, 'emailLoginSchema', { email: '', password: '', consent: false });

  const submit = form.submitWith(async (values) => {
    const result = await callEndpoint(authApi.loginByEmail, values, { locale });
    (onLoggedIn ?? finishLogin)(result);
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      <EmailField control={form.control} name="email" />
      <CurrentPasswordField control={form.control} name="password" />
      <ConsentField control={form.control} name="consent" />
      <FormAlert message={form.alert} />
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={form.busy}>
        {form.busy ? t('loggingIn') : t('login')}
      </button>
      <p className="text-right text-sm">
        <Link href="/logins?panel=forgot" className="text-steel-600 underline-offset-4 hover:underline">
          {t('forgotPassword')}
        </Link>
      </p>
    </form>
  );
}
