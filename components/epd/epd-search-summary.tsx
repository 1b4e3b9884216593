import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/i18n/number-format';
import type { EpdSearchQuery } from '@/lib/epd/schemas';
import { defaultSort, epdSearchParams, type EpdSearchFilters, type FacetCount } from '@/lib/epd/search-url';

type EpdSearchSummaryProps = {
  titleId: string;
  /** null when the search failed. */
  total: number | null;
  /** The localized search path the remove links lead to. */
  action: string;
  query: EpdSearchQuery;
  companies: FacetCount[] | null;
  pcrs: FacetCount[] | null;
};

type Chip = { key: string; text: string; without: Partial<Record<keyof EpdSearchFilters, undefined>> };

/** "27 declarations", the order, and each filter in force in words with a link that drops it; one link drops them all. */
export function EpdSearchSummary({ titleId, total, action, query, companies, pcrs }: EpdSearchSummaryProps) {
  const t = useTranslations('epdSearch');
  const tb = useTranslations('buyerSearch');
  const tCards = useTranslations('epdCards');
  const locale = useLocale();
  const labelOf = (options: FacetCount[] | null, value: string) =>
    options?.find((option) => option.value === value)?.label ?? value;
  const chip = (label: string, value: string) => t('filterChip', { label, value });
  const number = (value: number) => formatNumber(value, locale);
  const gwp =
    query.gwpMin !== undefined && query.gwpMax !== undefined
      ? tb('gwpChip.range', { min: number(query.gwpMin), max: number(query.gwpMax) })
      : query.gwpMin !== undefined
        ? tb('gwpChip.atLeast', { min: number(query.gwpMin) })
        : query.gwpMax !== undefined
          ? tb('gwpChip.atMost', { max: number(query.gwpMax) })
          : null;
  const chips: Chip[] = [
    query.keyword
      ? { key: 'keyword', text: chip(t('keyword'), `“${query.keyword}”`), without: { keyword: undefined } }
      : null,
    query.company
      ? {
          key: 'company',
          text: chip(t('company'), labelOf(companies, query.company)),
          without: { company: undefined },
        }
      : null,
    query.pcr
      ? { key: 'pcr', text: chip(t('pcr'), labelOf(pcrs, query.pcr)), without: { pcr: undefined } }
      : null,
    query.type
      ? {
          key: 'type',
          text: chip(tb('type'), tCards(`typeName.${query.type}`)),
          without: { type: undefined },
        }
      : null,
    query.validity
      ? {
          key: 'validity',
          text: chip(tb('validity'), tb(`validityName.${query.validity}`)),
          without: { validity: undefined },
        }
      : null,
    gwp ? { key: 'gwp', text: gwp, without: { gwpMin: undefined, gwpMax: undefined } } : null,
    query.chain ? { key: 'chain', text: tb('chainChip'), without: { chain: undefined } } : null,
  ].filter((value) => value !== null);
  const href = (params: string) => `${action}${params ? `?${params}` : ''}`;
  const sort = query.sort ?? defaultSort(query);
  // Dropping a filter keeps the others, the sort (relevance only with a keyword) and the declarations chosen for
  // comparison, from the first page.
  const without = (drop: Chip['without']) => {
    const kept = { ...query, ...drop, page: undefined };
    return href(
      epdSearchParams({ ...kept, sort: kept.keyword || kept.sort !== 'relevance' ? kept.sort : undefined }),
    );
  };
  const clearAll = without({
    keyword: undefined,
    company: undefined,
    pcr: undefined,
    type: undefined,
    validity: undefined,
    gwpMin: undefined,
    gwpMax: undefined,
    chain: undefined,
  });

  return (
    <div className="min-w-0">
      <h2 id={titleId} className="text-lg font-semibold text-steel-900" data-testid="epd-total">
        {total === null ? t('resultsTitle') : t('resultCount', { total })}
      </h2>
      <p className="mt-1 text-sm text-ink-muted" data-testid="epd-sort">
        {tb('sortedBy', { sort: tb(`sortName.${sort}`) })}
      </p>
      {chips.length > 0 ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm" data-testid="active-filters">
          <span className="sr-only">{t('activeFilters')}</span>
          {chips.map((item) => (
            <a
              key={item.key}
              href={without(item.without)}
              className="group inline-flex max-w-full items-center gap-1 rounded-full bg-steel-100 py-0.5 pr-1.5 pl-3 text-steel-800 hover:bg-steel-50 hover:ring-1 hover:ring-steel-500"
              data-filter={item.key}
            >
              <span className="sr-only">{tb('removeFilter')}</span>
              <span className="truncate">{item.text}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                className="size-3.5 shrink-0 text-steel-600 group-hover:text-steel-900"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.75"
              >
                <path d="M4.5 4.5l7 7m0-7l-7 7" strokeLinecap="round" />
              </svg>
            </a>
          ))}
          <a href={clearAll} className="font-medium text-steel-600 underline-offset-4 hover:underline">
            {t('clear')}
          </a>
        </div>
      ) : null}
    </div>
  );
}
