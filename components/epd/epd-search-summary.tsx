import { useTranslations } from 'next-intl';

type Option = { value: string; label: string };

type EpdSearchSummaryProps = {
  titleId: string;
  /** null when the search failed. */
  total: number | null;
  query: { company?: string; pcr?: string; keyword?: string };
  companies: Option[] | null;
  pcrs: Option[] | null;
  clearHref: string | null;
};

/** "27 declarations", and the filters in force in words, with a way to clear them. */
export function EpdSearchSummary({
  titleId,
  total,
  query,
  companies,
  pcrs,
  clearHref,
}: EpdSearchSummaryProps) {
  const t = useTranslations('epdSearch');
  const labelOf = (options: Option[] | null, value: string) =>
    options?.find((option) => option.value === value)?.label ?? value;
  const chips = [
    query.company
      ? {
          key: 'company',
          text: t('filterChip', { label: t('company'), value: labelOf(companies, query.company) }),
        }
      : null,
    query.pcr
      ? { key: 'pcr', text: t('filterChip', { label: t('pcr'), value: labelOf(pcrs, query.pcr) }) }
      : null,
    query.keyword
      ? { key: 'keyword', text: t('filterChip', { label: t('keyword'), value: `“${query.keyword}”` }) }
      : null,
  ].filter((chip) => chip !== null);

  return (
    <div className="min-w-0">
      <h2 id={titleId} className="text-lg font-semibold text-steel-900" data-testid="epd-total">
        {total === null ? t('resultsTitle') : t('resultCount', { total })}
      </h2>
      {chips.length > 0 ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span className="sr-only">{t('activeFilters')}</span>
          {chips.map((chip) => (
            <span
              key={chip.key}
              className="max-w-full truncate rounded-full bg-steel-100 px-3 py-0.5 text-steel-800"
            >
              {chip.text}
            </span>
          ))}
          {clearHref ? (
            <a href={clearHref} className="font-medium text-steel-600 underline-offset-4 hover:underline">
              {t('clear')}
            </a>
          ) : null}
        </div>
      ) : (
        <p className="mt-1 text-sm text-ink-muted">{t('newestFirst')}</p>
      )}
    </div>
  );
}
