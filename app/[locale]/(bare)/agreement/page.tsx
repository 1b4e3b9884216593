import { AgreementDocument } from '@/components/account/agreement-document';
import { currentAgreement } from '@/lib/accounts/server/agreements';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/agreement', titleKey: 'agreement' });

// The user agreement (DESIGN.md: the label "user agreement" opens /agreement).
export default async function UserAgreementPage({ params }: PageParams) {
  const locale = await pageLocale(params);
  const agreement = await currentAgreement('REGISTRATION_C2F', locale);
  return <AgreementDocument agreement={agreement} type="REGISTRATION_C2F" showHistoryLink />;
}
