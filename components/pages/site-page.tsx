import { getTranslations } from 'next-intl/server';
import { LinkTabs } from '@/components/ui/link-tabs';
import type { SitePageKey } from '@/lib/content/site-pages';
import { PageHeader } from './page-header';

const SECTIONS = [
  { key: 'about', href: '/about' },
  { key: 'service', href: '/service' },
  { key: 'pricing', href: '/pricing' },
  { key: 'links', href: '/Links' },
] as const;

/** /about, /service and /pricing: the server's HTML rendered into the page itself, so search engines read it. */
export async function SitePage({ page, html }: { page: SitePageKey; html: string }) {
  const t = await getTranslations('staticPages');
  return (
    <>
      <PageHeader
        title={t(`${page}.title`)}
        lead={t(`${page}.lead`)}
        crumbs={[{ label: t('section'), href: '/about' }, { label: t(`${page}.title`) }]}
        width="medium"
      />
      <div className="container-page max-w-5xl py-8 sm:py-12">
        <LinkTabs
          label={t('section')}
          tabs={SECTIONS.map((section) => ({
            key: section.key,
            label: t(`${section.key}.title`),
            href: section.href,
            current: section.key === page,
          }))}
        />
        <article
          data-testid="site-page-content"
          className="prose-platform [&>:first-child]:mt-0 mt-6 rounded-card border border-line bg-surface p-5 text-[15px] shadow-card sm:p-8 sm:text-base"
          // Sanitised on the server (htmlFields).
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </>
  );
}
