import { SitePage } from '@/components/pages/site-page';
import { loadSitePageHtml } from '@/lib/content/server/site-pages';
import { pageLocale, pageMetadata, type PageParams } from '@/lib/seo/page-metadata';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/about', titleKey: 'about', descriptionKey: 'aboutDescription' });

// /about – the platform's own page from upstream (GET /n/page/about), sanitised and inline.
export default async function AboutPage({ params }: PageParams) {
  return <SitePage page="about" html={await loadSitePageHtml('about', await pageLocale(params))} />;
}
