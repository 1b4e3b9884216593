import { SitePage } from '@/components/pages/site-page';
import { loadSitePageHtml } from '@/lib/content/server/site-pages';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/about', titleKey: 'about', descriptionKey: 'aboutDescription' });

export default async function AboutPage({ params }: PageParams) {
  return <SitePage page="about" html={await loadSitePageHtml('about', await pageLocale(params))} />;
}
