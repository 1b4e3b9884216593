import { getLocale, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button-styles';
import { pcrOptionLabel } from '@/lib/content/pcr';
import { localizedPath } from '@/lib/i18n/routing';
import type { PcrOption } from '@/lib/content/pcr';

type PcrSearchFormProps = {
  /** None: the keyword only (the /Pcr introduction). */
  options: PcrOption[];
  content?: string;
  pcrNumber?: string;
};

/** The PCR search (business.md 2.2): a plain GET form to /pcr/pcrSearch?content=…. */
export async function PcrSearchForm({ options, content, pcrNumber }: PcrSearchFormProps) {
  const t = await getTranslations('pcr.search');
  const locale = (await getLocale()) === 'en' ? 'en' : 'zh';
  return (
    <form
      action={localizedPath(locale, '/pcr/pcrSearch')}
      method="get"
      role="search"
      className={`grid gap-2 ${options.length > 0 ? 'max-w-4xl sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_auto]' : 'max-w-2xl sm:grid-cols-[minmax(0,1fr)_auto]'}`}
    >
      {options.length > 0 ? (
        <>
          <label className="sr-only" htmlFor="pcr-filter">
            {t('pcrLabel')}
          </label>
          <select
            id="pcr-filter"
            name="pcrNumber"
            defaultValue={pcrNumber ?? ''}
            className="h-12 w-full min-w-0 rounded-lg border border-white/20 bg-white px-3 text-sm text-ink focus:border-leaf-500 focus:outline-none"
          >
            <option value="">{t('allPcrs')}</option>
            {options.map((option) => (
              <option key={option.pcrNumber} value={option.pcrNumber}>
                {pcrOptionLabel(option, locale)}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <label className="sr-only" htmlFor="pcr-keyword">
        {t('keywordLabel')}
      </label>
      <input
        id="pcr-keyword"
        name="content"
        type="search"
        enterKeyHint="search"
        maxLength={100}
        defaultValue={content ?? ''}
        placeholder={t('keywordPlaceholder')}
        className="h-12 w-full min-w-0 rounded-lg border border-white/20 bg-white px-4 text-base text-ink placeholder:text-ink-muted focus:border-leaf-500 focus:outline-none"
      />
      <button type="submit" className={buttonClass('green', 'lg')}>
        {t('submit')}
      </button>
    </form>
  );
}
