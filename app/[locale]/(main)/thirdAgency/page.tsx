import { RoleLanding } from '@/components/pages/role-landing';
import { roleViewer } from '@/lib/accounts/server/role-viewer';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, {
    path: '/thirdAgency',
    titleKey: 'thirdAgency',
    descriptionKey: 'thirdAgencyDescription',
  });

// A public landing page (business.md 2.1); accounts.md 2.1 shows its menu entry to company type 4 only.
export default async function ThirdAgencyPage({ params }: PageParams) {
  const locale = await pageLocale(params);
  return <RoleLanding role="thirdAgency" viewer={await roleViewer(locale)} />;
}
