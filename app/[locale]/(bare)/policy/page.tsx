import { AgreementDocument } from '@/components/account/agreement-document';
import { currentAgreement } from '@/lib/accounts/server/agreements';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/policy', titleKey: 'policy' });

// The privacy / data-use policy (DESIGN.md: the label "privacy policy" opens /policy).
export default async function PrivacyPolicyPage({ params }: PageParams) {
  const locale = await pageLocale(params);
  const agreement = await currentAgreement('PRIVACY_C2F', locale);
  return <AgreementDocument agreement={agreement} type="PRIVACY_C2F" showHistoryLink />;
}
