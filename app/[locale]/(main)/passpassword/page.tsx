import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/account/auth-card';
import { GuardBlock } from '@/components/guards/guard-block';
import { CancelAccountForm } from '@/components/personal-centre/cancel-account-form';
import { requirePageAccess } from '@/lib/guards/server/page-access';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';
import { ClientMessages } from '@/components/providers/client-messages';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/passpassword', titleKey: 'cancelAccount', index: false });

// /passpassword – the account cancellation request (accounts.md 2.7, 4.7).
const CLIENT_NAMESPACES = ['account', 'captcha', 'personalCentre', 'validation'] as const;

export default async function CancelAccountPage({ params }: PageParams) {
  const locale = await pageLocale(params);
  const access = await requirePageAccess('/passpassword', locale);
  if (access.kind === 'block') return <GuardBlock notice={access.notice} />;
  const t = await getTranslations('personalCentre');
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <AuthCard title={t('cancelAccount')} subtitle={t('cancelLead')}>
        <CancelAccountForm account={access.user.userAccount} />
      </AuthCard>
    </ClientMessages>
  );
}
