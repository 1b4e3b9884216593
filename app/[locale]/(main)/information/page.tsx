import { NarrowScreenRedirect } from '@/components/personal-centre/narrow-screen-redirect';
import { RegistrationCorrection } from '@/components/personal-centre/registration-correction';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';

export const generateMetadata = ({ params }: PageParams) => pageMetadata(params, { path: '/information', titleKey: 'userinfo', index: false });

// /information – the same correction inside the main layout; phones go to /userinfo (accounts.md 2.5).
export default async function InformationPage({ params }: PageParams) {
  return (
    <>
      <NarrowScreenRedirect to="/userinfo" />
      <RegistrationCorrection path="/information" locale={await pageLocale(params)} />
    </>
  );
}
