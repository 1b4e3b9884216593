import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { AuthCard } from '@/components/account/auth-card';
import { AppSupplement } from '@/components/account/app-supplement';
import { supplementChoices } from '@/lib/accounts/server/form-choices';
import { PRODUCT_RETURN_COOKIE, visitorReturnPath } from '@/lib/guards/product-return';
import { redirect } from '@/lib/i18n/navigation';
import { pageViewer } from '@/lib/accounts/server/page-viewer';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';
import { ClientMessages } from '@/components/providers/client-messages';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/appLoginform', titleKey: 'supplement', index: false });

// Company information in the app flow; a visitor goes back to the report's product page (accounts.md 2.10).
const CLIENT_NAMESPACES = ['account', 'validation', 'common'] as const;

export default async function AppSupplementPage({ params, searchParams }: PageParams & PageSearchParams) {
  const locale = await pageLocale(params);
  const businessId = queryValue(await searchParams, 'id') ?? null;
  const viewer = await pageViewer(locale);
  if (!viewer.user) {
    redirect({
      href: visitorReturnPath((await cookies()).get(PRODUCT_RETURN_COOKIE)?.value, businessId),
      locale,
    });
  }
  const t = await getTranslations('account');
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <AuthCard title={t('panelTitle.supplement')} subtitle={t('supplementIntro')} wide>
        <AppSupplement choices={await supplementChoices(viewer)} businessId={businessId} />
      </AuthCard>
    </ClientMessages>
  );
}
