import { getTranslations } from 'next-intl/server';
import { ContentSection } from '@/components/pages/content-section';
import { EPD_FEED_PATH } from '@/lib/open-data/atom-feed-url';
import { CSV_MAX_ROWS, openApiPaths } from '@/lib/open-data/dto';
import { InlineCode } from './code';

const FORMATS = [
  { key: 'list', path: openApiPaths.epds, type: 'application/json' },
  { key: 'one', path: `${openApiPaths.epds}/{id}`, type: 'application/json' },
  { key: 'csv', path: openApiPaths.csv, type: 'text/csv' },
  { key: 'feed', path: `${EPD_FEED_PATH}?…`, type: 'application/atom+xml' },
  { key: 'openapi', path: openApiPaths.openapi, type: 'application/json' },
] as const;

export async function ApiFormats() {
  const t = await getTranslations('openData.formats');
  return (
    <ContentSection id="open-data-formats" title={t('title')} lead={t('lead')}>
      <ul className="grid gap-4 md:grid-cols-2">
        {FORMATS.map((format) => (
          <li key={format.key} className="rounded-card border border-line bg-surface p-5 shadow-card">
            <h3 className="font-semibold text-steel-900">{t(`${format.key}.title`)}</h3>
            <p className="mt-2 text-sm">
              <span className="mr-2 rounded bg-leaf-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-leaf-700">
                GET
              </span>
              <InlineCode>{format.path}</InlineCode>
            </p>
            <p className="mt-2 text-xs text-ink-muted">
              {t('contentType')}: <InlineCode>{format.type}</InlineCode>
            </p>
            <p className="mt-3 text-sm leading-relaxed text-ink-muted">
              {t(`${format.key}.body`, { maxRows: CSV_MAX_ROWS })}
            </p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
