import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/account/auth-card';
import { RegistrationForm } from '@/components/account/registration-form';
import { currentAgreement } from '@/lib/accounts/server/agreements';
import { registrationChoices } from '@/lib/accounts/server/form-choices';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';
import { ClientMessages } from '@/components/providers/client-messages';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/register', titleKey: 'register', descriptionKey: 'registerDescription' });

// /register – by mobile or e-mail; the user agreement opens on entry (accounts.md 2.4).
const CLIENT_NAMESPACES = ['account', 'captcha', 'validation'] as const;

export default async function RegisterPage({ params, searchParams }: PageParams & PageSearchParams) {
  const locale = await pageLocale(params);
  const appId = queryValue(await searchParams, 'id');
  const [choices, agreement, t, ta] = await Promise.all([
    registrationChoices({ locale }),
    currentAgreement('REGISTRATION_C2F', locale).catch(() => null),
    getTranslations('account'),
    getTranslations('agreements'),
  ]);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <AuthCard title={t('registerTitle')} subtitle={t('registerSubtitle')} wide>
        <RegistrationForm
          {...choices}
          appId={appId}
          agreement={
            agreement ? { title: ta('title.REGISTRATION_C2F'), html: agreement.agreementContent ?? '' } : null
          }
        />
      </AuthCard>
    </ClientMessages>
  );
}
