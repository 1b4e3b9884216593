import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { webviewPage } from '@/lib/content/webview';
import { loadSitePageHtml } from '@/lib/content/server/site-pages';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params, searchParams }: PageParams & PageSearchParams): Promise<Metadata> {
  const code = webviewPage(queryValue(await searchParams, 'code'));
  // The in-app copy of /about, /service or /pricing: never indexed (the pages themselves are).
  return pageMetadata(params, { path: code ? `/webview?code=${code}` : '/webview', titleKey: code ?? 'webview', index: false });
}

// /webview?code=about|service|pricing – a server-managed page for the mobile app, without the
// portal's header, menu and footer (lib/content/webview.ts). Any other code, or none, is a 404;
// nothing from the URL is framed or redirected to.
export default async function WebviewPage({ params, searchParams }: PageParams & PageSearchParams) {
  const locale = await pageLocale(params);
  const code = webviewPage(queryValue(await searchParams, 'code'));
  if (!code) notFound();
  const [t, tPages, html] = await Promise.all([getTranslations('webview'), getTranslations('staticPages'), loadSitePageHtml(code, locale)]);
  return (
    <article className="container-page max-w-3xl py-6 sm:py-10" data-testid="webview-page">
      {/* The platform's text opens with its own visible heading; the app shows its own title bar. */}
      <h1 className="sr-only">{tPages(`${code}.title`)}</h1>
      <div
        data-testid="webview-content"
        className="prose-platform [&>:first-child]:mt-0 text-[15px] sm:text-base"
        // Sanitised on the server by the operation's htmlFields (page.get: content).
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <p className="mt-10 border-t border-line pt-4 text-sm text-ink-muted">
        <Link href={`/${code}`} className="font-medium text-steel-600 underline underline-offset-4 hover:text-steel-800">
          {t('openInPortal')}
        </Link>
      </p>
    </article>
  );
}
