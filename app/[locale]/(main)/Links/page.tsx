import { getTranslations } from 'next-intl/server';
import { LinkCard } from '@/components/links/link-card';
import { EmptyState } from '@/components/pages/empty-state';
import { PageHeader } from '@/components/pages/page-header';
import { LinkTabs } from '@/components/ui/link-tabs';
import { listPage, pageHref } from '@/lib/content/paging';
import { loadLinkDirectory } from '@/lib/content/server/links';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';

export async function generateMetadata({ params, searchParams }: PageParams & PageSearchParams) {
  const search = await searchParams;
  const typePage = listPage(queryValue(search, 'typePage'));
  const directory = await loadLinkDirectory(
    queryValue(search, 'type'),
    typePage,
    await pageLocale(params),
  ).catch(() => null);
  const selected = directory?.selected;
  const type = selected && queryValue(search, 'type') === selected.code ? selected.code : undefined;
  const path = pageHref('/Links', { type, typePage: typePage > 1 ? String(typePage) : undefined }, 1);
  return pageMetadata(params, { path, titleKey: 'links', descriptionKey: 'linksDescription' });
}

// Related organisations in tabs by link type (business.md 2.2, 9); each tab and page is canonical in both languages.
export default async function LinksPage({ params, searchParams }: PageParams & PageSearchParams) {
  const locale = await pageLocale(params);
  const search = await searchParams;
  const typePage = listPage(queryValue(search, 'typePage'));
  const [t, directory] = await Promise.all([
    getTranslations('links'),
    loadLinkDirectory(queryValue(search, 'type'), typePage, locale),
  ]);
  const pageQuery = typePage > 1 ? `&typePage=${typePage}` : '';
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} crumbs={[{ label: t('title') }]} />
      <div className="container-page py-8 sm:py-12">
        <div className="flex flex-wrap items-end gap-3">
          <LinkTabs
            className="min-w-0 flex-1 basis-72"
            label={t('tabs')}
            tabs={directory.types.map((type) => ({
              key: type.code,
              label: type.name,
              href: `/Links?type=${encodeURIComponent(type.code)}${pageQuery}`,
              current: type.code === directory.selected?.code,
            }))}
          />
          {directory.typePages > 1 ? (
            <nav aria-label={t('typePages')} className="flex shrink-0 gap-1 pb-1.5 text-sm">
              {typePage > 1 ? (
                <Link
                  href={`/Links?typePage=${typePage - 1}`}
                  className="rounded-md px-2 py-1 text-steel-600 hover:bg-steel-50"
                >
                  {t('previousTypes')}
                </Link>
              ) : null}
              {typePage < directory.typePages ? (
                <Link
                  href={`/Links?typePage=${typePage + 1}`}
                  className="rounded-md px-2 py-1 text-steel-600 hover:bg-steel-50"
                >
                  {t('moreTypes')}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
        <section aria-label={directory.selected?.name ?? t('title')} className="pt-6">
          {directory.links.length === 0 ? (
            <EmptyState title={t('empty')} />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {directory.links.map((link) => (
                <li key={link.id}>
                  <LinkCard link={link} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
