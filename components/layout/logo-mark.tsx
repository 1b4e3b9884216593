import { useTranslations } from 'next-intl';

// On a narrow screen the name is cut short so the header's buttons fit (WCAG 1.4.10).
export const LOGO_LINK_CLASS = 'flex min-w-0 items-center gap-2.5 text-steel-900 sm:shrink-0';

/** The platform mark; router-free, so the zero-JavaScript product page draws it too. */
export function LogoMark() {
  const t = useTranslations('brand');
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 40 40" className="size-9 shrink-0">
        <rect width="40" height="40" rx="9" className="fill-steel-800" />
        <path d="M9 12h22v4H22v14h-4V16H9z" className="fill-white" />
        <path d="M25 30c0-6 3-10 9-11-0.5 6-3.5 10-9 11z" className="fill-leaf-500" />
      </svg>
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate text-[15px] font-semibold tracking-tight sm:hidden xl:block">
          {t('compactName')}
        </span>
        <span className="hidden truncate text-base font-semibold tracking-tight sm:block xl:hidden">
          {t('shortName')}
        </span>
        <span className="hidden truncate text-xs text-ink-subtle sm:block xl:hidden">{t('tagline')}</span>
        {/* The visible name starts the link's name (WCAG 2.5.3). */}
        <span className="sr-only">{t('homeSuffix')}</span>
      </span>
    </>
  );
}
