import { useLocale, useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { locales } from '@/lib/i18n/routing';
import { HEADER_DISCLOSURE } from '@/components/layout/header-disclosure';

/** Links to /api/lang, which sets the `lang` cookie and returns to `current` (path without locale, and query); router-free. */
export function LanguageMenu({ current }: { current: string }) {
  const t = useTranslations('language');
  const locale = useLocale();

  return (
    <details name={HEADER_DISCLOSURE} className="group relative">
      <summary
        className="flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-md px-2 whitespace-nowrap text-sm font-medium text-steel-800 hover:bg-steel-50 [&::-webkit-details-marker]:hidden"
        aria-label={`${t('label')}: ${t(`short.${locale}`)}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="hidden size-4.5 shrink-0 sm:block"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <circle cx="10" cy="10" r="7.5" />
          <path d="M2.5 10h15M10 2.5c2.2 2.4 2.2 12.6 0 15M10 2.5c-2.2 2.4-2.2 12.6 0 15" />
        </svg>
        <span>{t(`short.${locale}`)}</span>
      </summary>
      <ul className="absolute right-0 z-50 mt-1 min-w-36 rounded-lg border border-line bg-surface p-1.5 shadow-pop">
        {locales.map((option) => (
          <li key={option}>
            <a
              href={`/api/lang?to=${option}&path=${encodeURIComponent(current)}`}
              hrefLang={option === 'zh' ? 'zh-CN' : 'en'}
              lang={option === 'zh' ? 'zh-CN' : 'en'}
              aria-current={option === locale ? 'true' : undefined}
              className={cn(
                'flex items-center justify-between gap-3 rounded-md px-3 py-2 text-sm hover:bg-steel-50',
                option === locale ? 'font-semibold text-steel-700' : 'text-ink',
              )}
            >
              {t(`name.${option}`)}
              {option === locale ? (
                <svg
                  aria-hidden="true"
                  viewBox="0 0 16 16"
                  className="size-4 text-leaf-600"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M3 8.5l3 3 7-7" />
                </svg>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
