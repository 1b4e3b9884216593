import { RoleLanding } from '@/components/pages/role-landing';
import { roleViewer } from '@/lib/accounts/server/role-viewer';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/steelMill', titleKey: 'steelMill', descriptionKey: 'steelMillDescription' });

// The steel mill's landing page (business.md 2.1; the spec gives no content).
export default async function SteelMillPage({ params }: PageParams) {
  const locale = await pageLocale(params);
  return <RoleLanding role="steelMill" viewer={await roleViewer(locale)} />;
}
