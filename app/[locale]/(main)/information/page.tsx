import { GuardBlock } from '@/components/guards/guard-block';
import { NarrowScreenRedirect } from '@/components/personal-centre/narrow-screen-redirect';
import { RegistrationCorrection } from '@/components/personal-centre/registration-correction';
import { loadRegistrationCorrection } from '@/lib/accounts/server/personal-centre';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';
import { ClientMessages } from '@/components/providers/client-messages';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/information', titleKey: 'userinfo', index: false });

// /information – the same correction inside the main layout; phones go to /userinfo (accounts.md 2.5).
const CLIENT_NAMESPACES = ['account', 'personalCentre', 'validation'] as const;

export default async function InformationPage({ params }: PageParams) {
  const page = await loadRegistrationCorrection('/information', await pageLocale(params));
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <NarrowScreenRedirect to="/userinfo" />
      {page.kind === 'block' ? (
        <GuardBlock notice={page.notice} />
      ) : (
        <RegistrationCorrection user={page.user} companyTypes={page.companyTypes} />
      )}
    </ClientMessages>
  );
}
