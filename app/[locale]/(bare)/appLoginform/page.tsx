import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/account/auth-card';
import { AppSupplement } from '@/components/account/app-supplement';
import { supplementChoices } from '@/lib/accounts/server/form-choices';
import { redirect } from '@/lib/i18n/navigation';
import { getSessionUser } from '@/lib/session/session';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';

export const generateMetadata = ({ params }: PageParams) => pageMetadata(params, { path: '/appLoginform', titleKey: 'supplement', index: false });

// /appLoginform?id= – company information in the app flow; needs login, else back to the product page (accounts.md 2.10).
export default async function AppSupplementPage({ params, searchParams }: PageParams & PageSearchParams) {
  const locale = await pageLocale(params);
  const businessId = queryValue(await searchParams, 'id') ?? null;
  if (!(await getSessionUser())) {
    redirect({ href: businessId ? `/app/epd/${encodeURIComponent(businessId)}` : '/appLogin', locale });
  }
  const t = await getTranslations('account');
  return (
    <AuthCard title={t('panelTitle.supplement')} subtitle={t('supplementIntro')} wide>
      <AppSupplement choices={await supplementChoices(locale)} businessId={businessId} />
    </AuthCard>
  );
}
