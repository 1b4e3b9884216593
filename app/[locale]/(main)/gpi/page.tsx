import { getTranslations } from 'next-intl/server';
import { ProtectedDownload } from '@/components/downloads/protected-download';
import { ContentSection } from '@/components/pages/content-section';
import { PageHeader } from '@/components/pages/page-header';
import { fileUrls } from '@/lib/content/file-urls';
import { loadGpiDocuments } from '@/lib/content/server/site-pages';
import { pageViewer } from '@/lib/accounts/server/page-viewer';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';
import { ClientMessages } from '@/components/providers/client-messages';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/gpi', titleKey: 'gpi', descriptionKey: 'gpiDescription' });

const CONTENTS = ['scope', 'organisation', 'procedure', 'verification', 'publication', 'changes'] as const;

// business.md 2.2: the English file only when enabled; visitors get a dialog with cancel and login.
const CLIENT_NAMESPACES = ['content'] as const;

export default async function GpiPage({ params }: PageParams) {
  const locale = await pageLocale(params);
  const [t, documents, user] = await Promise.all([
    getTranslations('gpi'),
    loadGpiDocuments(locale),
    pageViewer(locale).then((viewer) => viewer.user ?? null),
  ]);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        crumbs={[{ label: t('pcr'), href: '/Pcr' }, { label: t('shortTitle') }]}
      />
      <div className="container-page grid gap-x-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <aside
          aria-labelledby="gpi-downloads"
          className="pt-8 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start lg:py-12"
        >
          <div className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
            <h2 id="gpi-downloads" className="text-lg font-semibold text-steel-900">
              {t('downloads.title')}
            </h2>
            <p className="mt-1.5 text-sm text-ink-muted">
              {user ? t('downloads.signedIn') : t('downloads.visitor')}
            </p>
            <ul className="mt-5 space-y-4">
              {documents.map((document) => (
                <li key={document.lang} className="rounded-lg border border-line bg-canvas p-4">
                  <p className="text-xs font-medium tracking-wide text-leaf-700">
                    {t(`downloads.edition.${document.lang}`)}
                  </p>
                  {document.fileName ? (
                    <p className="mt-1 text-sm font-medium break-words text-steel-900">{document.fileName}</p>
                  ) : null}
                  <ProtectedDownload
                    href={fileUrls.gpiDocument(document.lang)}
                    label={t(`downloads.button.${document.lang}`)}
                    signedIn={user !== null}
                    variant={document.lang === 'zh' ? 'primary' : 'secondary'}
                    className="mt-3 w-full"
                  />
                </li>
              ))}
            </ul>
            {documents.length === 0 ? (
              <p className="mt-4 text-sm text-ink-muted">{t('downloads.none')}</p>
            ) : null}
          </div>
        </aside>
        <div className="divide-y divide-line lg:col-start-1 lg:row-start-1">
          <ContentSection id="gpi-about" title={t('about.title')}>
            <div className="max-w-3xl space-y-4 leading-relaxed text-ink-muted">
              <p>{t('about.body1')}</p>
              <p>{t('about.body2')}</p>
            </div>
          </ContentSection>
          <ContentSection id="gpi-contents" title={t('contents.title')}>
            <ul className="grid gap-3 sm:grid-cols-2">
              {CONTENTS.map((key) => (
                <li key={key} className="rounded-lg border border-line bg-surface p-4">
                  <p className="font-semibold text-steel-900">{t(`contents.${key}.title`)}</p>
                  <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t(`contents.${key}.body`)}</p>
                </li>
              ))}
            </ul>
          </ContentSection>
        </div>
      </div>
    </ClientMessages>
  );
}
