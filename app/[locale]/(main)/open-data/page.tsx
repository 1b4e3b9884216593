import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ApiExamples } from '@/components/open-data/api-examples';
import { ApiFormats } from '@/components/open-data/api-formats';
import { openDataExamples } from '@/components/open-data/open-data-examples';
import { PublishedFields } from '@/components/open-data/published-fields';
import { SearchParameters } from '@/components/open-data/search-parameters';
import { UsageNotes } from '@/components/open-data/usage-notes';
import { PageHeader } from '@/components/pages/page-header';
import { buttonClass } from '@/components/ui/button-styles';
import { getEnv } from '@/lib/env/server/env';
import { searchDeclarations } from '@/lib/epd/server/search';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';
import { openApiPaths } from '@/lib/open-data/dto';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/open-data', titleKey: 'openData', descriptionKey: 'openDataDescription' });

const SECTIONS = [
  ['open-data-fields', 'data.title'],
  ['open-data-formats', 'formats.title'],
  ['open-data-parameters', 'parameters.title'],
  ['open-data-examples', 'examples.title'],
  ['open-data-limits', 'limits.title'],
  ['open-data-terms', 'terms.title'],
] as const;

/** A published declaration to show one document of: the newest, or none while the index cannot be read. */
async function sampleDeclarationId(): Promise<string | null> {
  try {
    const { items } = await searchDeclarations({ sort: 'newest' }, { offset: 0, limit: 1 });
    return items[0] ? String(items[0].record.id) : null;
  } catch {
    return null;
  }
}

// /open-data – the open data API, its formats, parameters and terms, with examples that work on this portal.
export default async function OpenDataPage({ params }: PageParams) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const { publicOrigin: origin, openApiRateLimit } = getEnv();
  const [t, sampleId] = await Promise.all([getTranslations('openData'), sampleDeclarationId()]);
  return (
    <>
      <PageHeader kicker={t('kicker')} title={t('title')} lead={t('lead')} crumbs={[{ label: t('crumb') }]}>
        <div className="flex flex-wrap gap-3">
          <a href={openApiPaths.openapi} type="application/json" className={buttonClass('green', 'lg')}>
            {t('openapiButton')}
          </a>
          <Link href="/epd/epdSearch" className={buttonClass('inverse', 'lg')}>
            {t('searchButton')}
          </Link>
        </div>
      </PageHeader>
      <div className="container-page max-w-5xl">
        <nav aria-labelledby="open-data-contents" className="border-b border-line py-6">
          <h2 id="open-data-contents" className="text-sm font-semibold text-ink-muted">
            {t('onThisPage')}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {SECTIONS.map(([id, key]) => (
              <li key={id}>
                <a href={`#${id}`} className="text-steel-600 underline-offset-4 hover:underline">
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="divide-y divide-line">
          <PublishedFields />
          <ApiFormats />
          <SearchParameters />
          <ApiExamples examples={openDataExamples(origin, locale, sampleId)} />
          <UsageNotes origin={origin} rateLimit={openApiRateLimit} />
        </div>
      </div>
    </>
  );
}
