import { RegistrationCorrection } from '@/components/personal-centre/registration-correction';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';

export const generateMetadata = ({ params }: PageParams) => pageMetadata(params, { path: '/userinfo', titleKey: 'userinfo', index: false });

// /userinfo – correct a registration that was not approved (accounts.md 2.5); outside the main layout.
export default async function UserInfoPage({ params }: PageParams) {
  return <RegistrationCorrection path="/userinfo" locale={await pageLocale(params)} />;
}
