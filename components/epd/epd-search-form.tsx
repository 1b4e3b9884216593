import { buttonClass } from '@/components/ui/button-styles';
import { inputClass } from '@/components/ui/input-styles';

type Option = { value: string; label: string };

type EpdSearchFormProps = {
  action: string;
  values: { company?: string; pcr?: string; keyword?: string };
  /** null: the list could not be loaded, the filter is left out. */
  companies: Option[] | null;
  pcrs: Option[] | null;
  labels: Record<
    | 'formLabel'
    | 'company'
    | 'allCompanies'
    | 'pcr'
    | 'allPcrs'
    | 'keyword'
    | 'keywordPlaceholder'
    | 'submit',
    string
  >;
};

/** The EPD search filters (business.md 2.2) as a plain GET form; a choice does not search at once (WCAG 3.2.2). */
export function EpdSearchForm({ action, values, companies, pcrs, labels }: EpdSearchFormProps) {
  const t = (key: keyof EpdSearchFormProps['labels']) => labels[key];

  return (
    <form
      action={action}
      method="get"
      role="search"
      aria-label={t('formLabel')}
      className="grid gap-3 md:grid-cols-2 md:items-end lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.3fr)_auto]"
    >
      {companies ? (
        <label className="grid gap-1.5 text-sm font-medium text-steel-900">
          {t('company')}
          <select
            name="company"
            defaultValue={values.company ?? ''}
            className={`${inputClass(false)} appearance-auto pr-8`}
          >
            <option value="">{t('allCompanies')}</option>
            {companies.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {pcrs ? (
        <label className="grid gap-1.5 text-sm font-medium text-steel-900">
          {t('pcr')}
          <select
            name="pcr"
            defaultValue={values.pcr ?? ''}
            className={`${inputClass(false)} appearance-auto pr-8`}
          >
            <option value="">{t('allPcrs')}</option>
            {pcrs.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="grid gap-3 md:col-span-2 md:grid-cols-[minmax(0,1fr)_auto] md:items-end lg:contents">
        <label className="grid gap-1.5 text-sm font-medium text-steel-900">
          {t('keyword')}
          <input
            type="search"
            name="keyword"
            defaultValue={values.keyword ?? ''}
            placeholder={t('keywordPlaceholder')}
            enterKeyHint="search"
            maxLength={100}
            autoComplete="off"
            className={inputClass(false)}
          />
        </label>
        <button type="submit" className={buttonClass('primary', 'field')}>
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
    </form>
  );
}
