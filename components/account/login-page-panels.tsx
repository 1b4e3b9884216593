'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { navigateWithBar } from '@/lib/i18n/link-pending';
import { Link, useRouter } from '@/lib/i18n/navigation';
import type { ChoiceOption } from '@/lib/site/dto';
import { LoginTabs } from './login-tabs';
import type { SupplementChoices } from './supplement-form';

// Each panel's form in a chunk of its own: the page sends only the code of the panel its address names.
const ForgotPasswordForm = dynamic(() =>
  import('./forgot-password-form').then((module) => module.ForgotPasswordForm),
);
const RegistrationForm = dynamic(() =>
  import('./registration-form').then((module) => module.RegistrationForm),
);
const SupplementForm = dynamic(() => import('./supplement-form').then((module) => module.SupplementForm));

export type LoginPanel = 'login' | 'forgot' | 'register' | 'supplement';

/** The desktop login page /logins (accounts.md 2.2); panels are addressable (`?panel=forgot`). */
export function LoginPagePanels({
  panel,
  passwordChanged,
  supplementChoices,
  registrationChoices,
  returnTo = '/',
}: {
  panel: LoginPanel;
  /** Where the supplement form goes once saved: home after a first login (accounts.md 4.1), else where it was opened from. */
  returnTo?: string;
  passwordChanged: boolean;
  supplementChoices: SupplementChoices | null;
  registrationChoices: {
    industryCategories: ChoiceOption[] | null;
    companyForms: ChoiceOption[] | null;
  } | null;
}) {
  const t = useTranslations('account');
  const router = useRouter();

  if (panel === 'forgot') {
    return (
      <ForgotPasswordForm
        onBack={() => navigateWithBar(() => router.push('/logins'))}
        onChanged={() =>
          navigateWithBar(() => {
            router.replace('/logins?changed=1');
            router.refresh();
          })
        }
      />
    );
  }
  if (panel === 'register' && registrationChoices) {
    return <RegistrationForm {...registrationChoices} agreement={null} initialMode="email" />;
  }
  if (panel === 'supplement' && supplementChoices) {
    return (
      <>
        <p className="mb-5 text-sm text-ink-muted">{t('supplementIntro')}</p>
        <SupplementForm choices={supplementChoices} returnTo={returnTo} />
      </>
    );
  }
  return (
    <>
      {passwordChanged ? (
        <p role="status" className="mb-4 rounded-md bg-leaf-50 px-3 py-2 text-sm text-leaf-700">
          {t('passwordChanged')}
        </p>
      ) : null}
      <LoginTabs />
      <p className="mt-5 flex flex-wrap justify-between gap-x-4 gap-y-2 border-t border-line pt-4 text-sm [&>a]:whitespace-nowrap">
        <Link href="/logins?panel=register" className="text-steel-600 underline-offset-4 hover:underline">
          {t('registerWithEmail')}
        </Link>
        <Link href="/register" className="text-steel-600 underline-offset-4 hover:underline">
          {t('registerWithMobile')}
        </Link>
      </p>
    </>
  );
}
