import { SitePage } from '@/components/pages/site-page';
import { loadSitePageHtml } from '@/lib/content/server/site-pages';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/pricing', titleKey: 'pricing', descriptionKey: 'pricingDescription' });

export default async function PricingPage({ params }: PageParams) {
  return <SitePage page="pricing" html={await loadSitePageHtml('pricing', await pageLocale(params))} />;
}
