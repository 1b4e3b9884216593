import { getTranslations } from 'next-intl/server';
import { ContentSection } from '@/components/pages/content-section';
import { GWP_FILTER_MAX, PRODUCT_TYPES, SORTS, VALIDITIES } from '@/lib/epd/search-url';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@/lib/open-data/dto';
import { InlineCode } from './code';

type ParameterName = keyof (typeof import('@/messages/en.json'))['openData']['parameters']['rows'];

/** The search's parameters (lib/epd/search-url.ts), the list's paging and the CSV's language, with their values. */
const PARAMETERS: { name: ParameterName; values: readonly string[] }[] = [
  { name: 'company', values: [] },
  { name: 'pcr', values: [] },
  { name: 'keyword', values: [] },
  { name: 'type', values: PRODUCT_TYPES },
  { name: 'validity', values: VALIDITIES },
  { name: 'gwpMin', values: [`0–${GWP_FILTER_MAX}`] },
  { name: 'gwpMax', values: [`0–${GWP_FILTER_MAX}`] },
  { name: 'chain', values: ['1'] },
  { name: 'sort', values: SORTS },
  { name: 'page', values: ['1, 2, …'] },
  { name: 'pageSize', values: [`1–${MAX_PAGE_SIZE}`] },
  { name: 'lang', values: ['zh', 'en'] },
];

export async function SearchParameters() {
  const t = await getTranslations('openData.parameters');
  return (
    <ContentSection id="open-data-parameters" title={t('title')} lead={t('lead')}>
      <div className="overflow-hidden rounded-card border border-line bg-surface shadow-card">
        <table className="w-full table-fixed text-left text-sm">
          <thead className="bg-canvas text-xs font-semibold tracking-wide text-ink-muted">
            <tr>
              <th scope="col" className="w-32 px-4 py-3 sm:w-64 sm:px-5">
                {t('name')}
                <span className="hidden sm:inline"> · {t('values')}</span>
              </th>
              <th scope="col" className="px-4 py-3 sm:px-5">
                {t('meaning')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {PARAMETERS.map((parameter) => (
              <tr key={parameter.name} className="align-top">
                <th scope="row" className="px-4 py-3 font-normal sm:px-5">
                  <code className="font-mono text-sm font-semibold text-steel-900">{parameter.name}</code>
                  {parameter.values.length > 0 ? (
                    <span className="mt-1.5 flex flex-wrap gap-1">
                      {parameter.values.map((value) => (
                        <InlineCode key={value}>{value}</InlineCode>
                      ))}
                    </span>
                  ) : null}
                </th>
                <td className="px-4 py-3 leading-relaxed text-ink-muted sm:px-5">
                  {t(`rows.${parameter.name}`, { defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ContentSection>
  );
}
