import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/account/auth-card';
import { GuardBlock } from '@/components/guards/guard-block';
import { ChangePasswordForm } from '@/components/personal-centre/change-password-form';
import { requirePageAccess } from '@/lib/guards/server/page-access';
import { AccountType, statusOf } from '@/lib/viewer/statuses';
import { redirect } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';
import { ClientMessages } from '@/components/providers/client-messages';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/changepassword', titleKey: 'changePassword', index: false });

// /changepassword – only accounts with a password (e-mail accounts, DESIGN.md) change it here.
const CLIENT_NAMESPACES = ['account', 'captcha', 'validation'] as const;

export default async function ChangePasswordPage({ params }: PageParams) {
  const locale = await pageLocale(params);
  const access = await requirePageAccess('/changepassword', locale);
  if (access.kind === 'block') return <GuardBlock notice={access.notice} />;
  if (statusOf(access.user.accountType) !== AccountType.Email) redirect({ href: '/user', locale });
  const t = await getTranslations('personalCentre');
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <AuthCard title={t('changePassword')} subtitle={t('changePasswordLead')}>
        <ChangePasswordForm account={access.user.userAccount} />
      </AuthCard>
    </ClientMessages>
  );
}
