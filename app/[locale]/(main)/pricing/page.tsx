import { SitePage } from '@/components/pages/site-page';
import { loadSitePageHtml } from '@/lib/content/server/site-pages';
import { pageLocale, pageMetadata, type PageParams } from '@/lib/seo/page-metadata';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/pricing', titleKey: 'pricing', descriptionKey: 'pricingDescription' });

// /pricing – the platform's own page from upstream (GET /n/page/pricing), sanitised and inline.
export default async function PricingPage({ params }: PageParams) {
  return <SitePage page="pricing" html={await loadSitePageHtml('pricing', await pageLocale(params))} />;
}
