import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass } from '@/components/ui/input-styles';
import type { EpdSearchQuery } from '@/lib/epd/schemas';
import {
  defaultSort,
  GWP_FILTER_MAX,
  PRODUCT_TYPES,
  SORTS,
  VALIDITIES,
  type FacetCount,
} from '@/lib/epd/search-url';

type EpdSearchFormProps = {
  action: string;
  query: EpdSearchQuery;
  /** The companies and PCRs the other filters leave, with counts; null: the list could not be loaded, the filter is left out. */
  companies: FacetCount[] | null;
  pcrs: FacetCount[] | null;
};

const selectClass = `${inputClass(false)} appearance-auto pr-8`;
const labelClass = 'grid min-w-0 gap-1.5 text-sm font-medium text-steel-900';

/** The buyer's filters beyond the spec's three: open at once when any of them is in use. */
export function extraFiltersInUse(query: EpdSearchQuery): number {
  return [
    query.type,
    query.validity,
    query.gwpMin !== undefined || query.gwpMax !== undefined ? 'gwp' : undefined,
    query.chain,
    query.sort && query.sort !== defaultSort(query) ? query.sort : undefined,
  ].filter(Boolean).length;
}

/**
 * The EPD search (business.md 2.2, and the buyer's type, validity, GWP range, on-chain proof and sort) as a plain GET
 * form: every choice lands in the URL, nothing searches before the button (WCAG 3.2.2), and it works without JavaScript.
 */
export function EpdSearchForm({ action, query, companies, pcrs }: EpdSearchFormProps) {
  const t = useTranslations('epdSearch');
  const tb = useTranslations('buyerSearch');
  const tCards = useTranslations('epdCards');
  const extras = extraFiltersInUse(query);
  const sort = query.sort ?? defaultSort(query);

  return (
    <form action={action} method="get" role="search" aria-label={t('formLabel')} className="grid gap-3">
      <div className="grid gap-3 md:grid-cols-2 md:items-end lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <label className={`${labelClass} md:col-span-2 lg:col-span-1`}>
          {t('keyword')}
          <input
            type="search"
            name="keyword"
            defaultValue={query.keyword ?? ''}
            placeholder={t('keywordPlaceholder')}
            enterKeyHint="search"
            maxLength={100}
            autoComplete="off"
            className={inputClass(false)}
          />
        </label>
        {companies ? (
          <FacetSelect
            name="company"
            label={t('company')}
            all={t('allCompanies')}
            options={companies}
            value={query.company}
          />
        ) : null}
        {pcrs ? (
          <FacetSelect name="pcr" label={t('pcr')} all={t('allPcrs')} options={pcrs} value={query.pcr} />
        ) : null}
        <button type="submit" className={buttonClass('primary', 'field', 'md:col-span-2 lg:col-span-1')}>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="8.5" cy="8.5" r="5.5" />
            <path d="M13 13l4 4" strokeLinecap="round" />
          </svg>
          {t('submit')}
        </button>
      </div>

      {/* On a phone the buyer's filters fold away; from lg up the row is always shown and the toggle hidden. */}
      <details
        open={extras > 0 || undefined}
        className="group/more rounded-lg border border-line bg-canvas lg:border-0 lg:bg-transparent lg:[&::details-content]:block lg:[&::details-content]:[content-visibility:visible]"
        data-testid="more-filters"
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 text-sm font-medium text-steel-800 lg:hidden [&::-webkit-details-marker]:hidden">
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="size-4 transition-transform group-open/more:rotate-90"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
          >
            <path d="M6 3.5L10.5 8 6 12.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {tb('moreFilters')}
          {extras > 0 ? (
            <span className="rounded-full bg-steel-100 px-2 text-xs text-steel-800">
              {tb('inUse', { count: extras })}
            </span>
          ) : null}
        </summary>
        <div className="grid gap-3 border-t border-line px-4 pt-3 pb-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1fr)_minmax(0,1.5fr)_minmax(0,1fr)_auto] lg:items-end lg:border-0 lg:p-0">
          <label className={labelClass}>
            {tb('type')}
            <select name="type" defaultValue={query.type ?? ''} className={selectClass}>
              <option value="">{tb('allTypes')}</option>
              {PRODUCT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {tCards(`typeName.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            {tb('validity')}
            <select name="validity" defaultValue={query.validity ?? ''} className={selectClass}>
              <option value="">{tb('anyValidity')}</option>
              {VALIDITIES.map((validity) => (
                <option key={validity} value={validity}>
                  {tb(`validityName.${validity}`)}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="grid min-w-0 gap-1.5 sm:col-span-2 lg:col-span-1">
            <legend className="mb-1.5 text-sm font-medium text-steel-900">
              {tb('gwpRange')} <span className="font-normal text-ink-muted">{tb('gwpUnit')}</span>
            </legend>
            <div className="flex items-center gap-2">
              <GwpInput
                name="gwpMin"
                label={tb('gwpMin')}
                placeholder={tb('gwpMinPlaceholder')}
                value={query.gwpMin}
              />
              <span aria-hidden="true" className="text-ink-muted">
                –
              </span>
              <GwpInput
                name="gwpMax"
                label={tb('gwpMax')}
                placeholder={tb('gwpMaxPlaceholder')}
                value={query.gwpMax}
              />
            </div>
          </fieldset>
          <label className={labelClass}>
            {tb('sort')}
            <select name="sort" defaultValue={sort} className={selectClass}>
              {SORTS.map((option) => (
                <option key={option} value={option}>
                  {tb(`sortName.${option}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-steel-900 sm:col-span-2 lg:col-span-1">
            <input
              type="checkbox"
              name="chain"
              value="1"
              defaultChecked={query.chain ?? false}
              className="size-4 accent-leaf-600"
            />
            {tb('chainOnly')}
          </label>
          <button type="submit" className={buttonClass('secondary', 'field', 'sm:col-span-2 lg:hidden')}>
            {tb('apply')}
          </button>
        </div>
      </details>
      {query.compare ? <input type="hidden" name="compare" value={query.compare.join(',')} /> : null}
    </form>
  );
}

function FacetSelect({
  name,
  label,
  all,
  options,
  value,
}: {
  name: string;
  label: string;
  all: string;
  options: FacetCount[];
  value: string | undefined;
}) {
  const tb = useTranslations('buyerSearch');
  // A chosen company or PCR that the other filters leave no declaration of still shows as chosen, with 0.
  const shown =
    value && !options.some((option) => option.value === value)
      ? [...options, { value, label: value, count: 0 }]
      : options;
  return (
    <label className={labelClass}>
      {label}
      <select name={name} defaultValue={value ?? ''} className={selectClass}>
        <option value="">{all}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value} data-count={option.count}>
            {tb('facetOption', { label: option.label, count: option.count })}
          </option>
        ))}
      </select>
    </label>
  );
}

function GwpInput({
  name,
  label,
  placeholder,
  value,
}: {
  name: 'gwpMin' | 'gwpMax';
  label: string;
  placeholder: string;
  value: number | undefined;
}) {
  return (
    <input
      type="number"
      name={name}
      aria-label={label}
      defaultValue={value ?? ''}
      placeholder={placeholder}
      min={0}
      max={GWP_FILTER_MAX}
      step="any"
      inputMode="decimal"
      className={`${inputClass(false)} min-w-0 tabular-nums`}
    />
  );
}
