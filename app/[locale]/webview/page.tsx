import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BarePageChrome } from '@/components/layout/bare-page-chrome';
import { MainChrome } from '@/components/layout/main-chrome';
import { ClientMessages } from '@/components/providers/client-messages';
import { MessagePage } from '@/components/ui/message-page';
import { buttonClass } from '@/components/ui/button-styles';
import { webviewPage } from '@/lib/content/webview';
import { loadSitePageHtml } from '@/lib/content/server/site-pages';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { loadMainChrome } from '@/lib/accounts/server/site-chrome';

const CLIENT_NAMESPACES = ['common', 'nav', 'language', 'login', 'guards.notice'] as const;

export async function generateMetadata({
  params,
  searchParams,
}: PageParams & PageSearchParams): Promise<Metadata> {
  const code = webviewPage(queryValue(await searchParams, 'code'));
  return pageMetadata(params, {
    path: code ? `/webview?code=${code}` : '/webview',
    titleKey: code ?? 'webview',
    index: false,
  });
}

// A server-managed page for the mobile app without the portal's chrome; with no known code, a guide in the main layout
// (business.md 2.1). Nothing from the URL is framed or redirected to (DESIGN.md).
export default async function WebviewPage({ params, searchParams }: PageParams & PageSearchParams) {
  const locale = await pageLocale(params);
  const code = webviewPage(queryValue(await searchParams, 'code'));
  if (!code) {
    return (
      <ClientMessages namespaces={CLIENT_NAMESPACES}>
        <MainChrome {...await loadMainChrome(locale)}>
          <WebviewGuide />
        </MainChrome>
      </ClientMessages>
    );
  }
  const [t, tPages, html] = await Promise.all([
    getTranslations('webview'),
    getTranslations('staticPages'),
    loadSitePageHtml(code, locale),
  ]);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <BarePageChrome>
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
            <Link
              href={`/${code}`}
              className="font-medium text-steel-600 underline underline-offset-4 hover:text-steel-800"
            >
              {t('openInPortal')}
            </Link>
          </p>
        </article>
      </BarePageChrome>
    </ClientMessages>
  );
}

async function WebviewGuide() {
  const t = await getTranslations('webview.guide');
  return (
    <MessagePage
      testId="webview-guide"
      title={t('title')}
      actions={
        <>
          <Link href="/" className={buttonClass('primary', 'lg')}>
            {t('home')}
          </Link>
          <Link href="/epd/epdSearch" className={buttonClass('secondary', 'lg')}>
            {t('search')}
          </Link>
        </>
      }
    >
      <p>{t('lead')}</p>
      <p>{t('noCode')}</p>
      <p>{t('wayOn')}</p>
    </MessagePage>
  );
}
