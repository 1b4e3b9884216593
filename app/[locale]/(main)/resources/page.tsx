import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/pages/empty-state';
import { PageHeader } from '@/components/pages/page-header';
import { ResourceCard } from '@/components/resources/resource-card';
import { ResourcesMore } from '@/components/resources/resources-more';
import { LinkTabs } from '@/components/ui/link-tabs';
import { listIndexable, listPage, pageHref } from '@/lib/content/paging';
import { loadResourceListing, loadResourceTypes } from '@/lib/content/server/resources';
import { localizedPath } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata({ params, searchParams }: PageParams & PageSearchParams) {
  const [types, search] = await Promise.all([loadResourceTypes(await pageLocale(params)), searchParams]);
  // Each tab and page is canonical in both languages.
  const type = types.find((candidate) => String(candidate.id) === queryValue(search, 'type'));
  const page = listPage(queryValue(search, 'page'));
  const path = pageHref('/resources', { type: type ? String(type.id) : undefined }, page);
  return pageMetadata(params, {
    path,
    titleKey: 'resources',
    descriptionKey: 'resourcesDescription',
    index: listIndexable(page),
  });
}

// /resources?type=&page= – resources in tabs by RESOURCE_TYPE, with "more" (business.md 2.2, 9).
const CLIENT_NAMESPACES = ['content', 'resources'] as const;

/** business.md 9: the resource types the platform defaults to, named in messages when it gives no label. */
function isDefaultType(id: number): id is 255 | 256 | 257 {
  return id === 255 || id === 256 || id === 257;
}

export default async function ResourcesPage({ params, searchParams }: PageParams & PageSearchParams) {
  const locale = await pageLocale(params);
  const search = await searchParams;
  const [t, types] = await Promise.all([getTranslations('resources'), loadResourceTypes(locale)]);
  const requested = Number(queryValue(search, 'type'));
  const type = types.find((candidate) => candidate.id === requested) ?? types[0]!;
  const listing = await loadResourceListing(type.id, listPage(queryValue(search, 'page')), locale);
  const labelOf = (candidate: (typeof types)[number]) =>
    candidate.label ??
    (isDefaultType(candidate.id) ? t(`defaultTypes.${candidate.id}`) : String(candidate.id));
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <PageHeader title={t('title')} lead={t('lead')} crumbs={[{ label: t('title') }]} width="medium" />
      <div className="container-page max-w-5xl py-8 sm:py-12">
        <LinkTabs
          label={t('tabs')}
          tabs={types.map((candidate) => ({
            key: String(candidate.id),
            label: labelOf(candidate),
            href: `/resources?type=${candidate.id}`,
            current: candidate.id === type.id,
          }))}
        />
        {/* The cards' titles are h3: the tab's list has its own (unseen) h2 under the page's h1. */}
        <section aria-labelledby="resource-type-title" className="pt-6">
          <h2 id="resource-type-title" className="sr-only">
            {labelOf(type)}
          </h2>
          {listing.items.length === 0 ? (
            <EmptyState title={t('empty')} />
          ) : (
            <>
              <ul className="space-y-4">
                {listing.items.map((resource) => (
                  <li key={resource.id}>
                    <ResourceCard resource={resource} />
                  </li>
                ))}
              </ul>
              <ResourcesMore
                key={`${type.id}|${listing.page}`}
                basePath={localizedPath(locale, '/resources')}
                type={type.id}
                page={listing.page}
                shown={listing.items.length}
                total={listing.total}
              />
            </>
          )}
        </section>
      </div>
    </ClientMessages>
  );
}
