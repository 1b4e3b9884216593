import { useTranslations } from 'next-intl';
import { epdSearchParams, MAX_COMPARED, type EpdSearchFilters } from '@/lib/epd/search-url';

/** What a card's "Compare" control needs: the search address with its id toggled, and its state. */
export type CompareToggle = { id: string; position: number; href: string; chosen: boolean; full: boolean };

/**
 * The card's "Compare" control as a plain link: it adds or removes the card's id in the search's
 * `compare` parameter, keeping every filter, the sort and the pages shown, and returns to the card.
 */
export function compareToggle(
  search: { path: string; query: EpdSearchFilters; page: number; compare: readonly string[] },
  id: string,
  position: number,
): CompareToggle {
  const chosen = search.compare.includes(id);
  const full = !chosen && search.compare.length >= MAX_COMPARED;
  const compare = chosen ? search.compare.filter((other) => other !== id) : [...search.compare, id];
  const params = epdSearchParams({
    ...search.query,
    page: search.page,
    compare: full ? search.compare : compare,
  });
  return {
    id,
    position,
    href: `${search.path}${params ? `?${params}` : ''}#result-${position}`,
    chosen,
    full,
  };
}

export function SearchCompareLink({ toggle, name }: { toggle: CompareToggle; name: string }) {
  const t = useTranslations('buyerSearch.card');
  if (toggle.full) {
    return (
      <span
        className="inline-flex items-center gap-1.5 text-xs text-ink-muted"
        data-testid="compare-full"
        title={t('compareFull', { max: MAX_COMPARED })}
      >
        <Box checked={false} />
        {t('compareFull', { max: MAX_COMPARED })}
      </span>
    );
  }
  return (
    <a
      href={toggle.href}
      className={`inline-flex min-h-8 items-center gap-1.5 rounded-md px-1.5 text-sm font-medium underline-offset-4 hover:underline ${
        toggle.chosen ? 'text-leaf-700' : 'text-steel-700'
      }`}
      data-testid="compare-toggle"
      data-chosen={toggle.chosen}
      data-compare-id={toggle.id}
      data-compare-position={toggle.position}
    >
      <Box checked={toggle.chosen} />
      {toggle.chosen ? t('compareRemove') : t('compareAdd')}
      <span className="sr-only">{t('compareWhich', { name })}</span>
    </a>
  );
}

function Box({ checked }: { checked: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0" fill="none" strokeWidth="1.5">
      <rect
        x="1.75"
        y="1.75"
        width="12.5"
        height="12.5"
        rx="2.5"
        className={checked ? 'fill-leaf-600 stroke-leaf-600' : 'stroke-current'}
      />
      {checked ? (
        <path
          d="M4.5 8.2l2.3 2.3 4.7-4.9"
          className="stroke-white"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : null}
    </svg>
  );
}
