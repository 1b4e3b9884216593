import { SitePage } from '@/components/pages/site-page';
import { loadSitePageHtml } from '@/lib/content/server/site-pages';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/service', titleKey: 'service', descriptionKey: 'serviceDescription' });

export default async function ServicePage({ params }: PageParams) {
  return <SitePage page="service" html={await loadSitePageHtml('service', await pageLocale(params))} />;
}
