import { GuardBlock } from '@/components/guards/guard-block';
import { RegistrationCorrection } from '@/components/personal-centre/registration-correction';
import { loadRegistrationCorrection } from '@/lib/accounts/server/personal-centre';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';
import { ClientMessages } from '@/components/providers/client-messages';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/userinfo', titleKey: 'userinfo', index: false });

// /userinfo – correct a registration that was not approved (accounts.md 2.5); outside the main layout.
const CLIENT_NAMESPACES = ['account', 'personalCentre', 'validation', 'common'] as const;

export default async function UserInfoPage({ params }: PageParams) {
  const page = await loadRegistrationCorrection('/userinfo', await pageLocale(params));
  if (page.kind === 'block') return <GuardBlock notice={page.notice} />;
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <RegistrationCorrection user={page.user} companyTypes={page.companyTypes} />
    </ClientMessages>
  );
}
