import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/account/auth-card';
import { MobileLogin } from '@/components/account/mobile-login';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';
import { ClientMessages } from '@/components/providers/client-messages';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/Loginapp', titleKey: 'logins', index: false });

// /Loginapp?id={businessId} – the login a product page's "view PDF" leads to (business.md 2.2).
const CLIENT_NAMESPACES = ['login', 'account', 'captcha', 'validation', 'common'] as const;

export default async function MobileLoginPage({ searchParams }: PageParams & PageSearchParams) {
  const businessId = queryValue(await searchParams, 'id') ?? null;
  const t = await getTranslations('account');
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <AuthCard
        title={t('mobileLoginTitle')}
        subtitle={businessId ? t('mobileLoginForPdf') : t('mobileLoginSubtitle')}
      >
        <MobileLogin businessId={businessId} />
      </AuthCard>
    </ClientMessages>
  );
}
