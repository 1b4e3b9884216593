import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { isLocale, localizedPath } from '@/lib/i18n/routing';

/** An unknown or withdrawn declaration (DESIGN.md): a QR code on a product must say so plainly, with HTTP 404. */
export function ProductNotFound() {
  const t = useTranslations('productPage');
  const locale = useLocale();
  return (
    <section
      className="container-page flex min-h-[55vh] max-w-xl flex-col items-center justify-center py-14 text-center"
      data-testid="epd-not-found"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 48 48"
        className="size-12 text-steel-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="10" y="6" width="28" height="36" rx="3" />
        <path d="M17 16h14M17 23h14M17 30h8M30 33l8 8M38 33l-8 8" strokeLinecap="round" />
      </svg>
      <p className="mt-4 text-sm font-semibold tracking-widest text-steel-500">404</p>
      <h1 className="mt-2 text-xl font-semibold text-steel-900 sm:text-2xl">{t('notFoundTitle')}</h1>
      <p className="mt-3 text-ink-muted">{t('notFoundBody')}</p>
      <a
        href={localizedPath(isLocale(locale) ? locale : 'zh', '/epd/epdSearch')}
        className={buttonClass('primary', 'md', 'mt-6')}
      >
        {t('searchOthers')}
      </a>
    </section>
  );
}

/** Upstream could not answer: said in the reader's language, with the same address to try again. */
export function ProductUnavailable({ retryHref }: { retryHref: string }) {
  const t = useTranslations('errors');
  return (
    <section
      className="container-page flex min-h-[55vh] max-w-xl flex-col items-center justify-center py-14 text-center"
      data-testid="epd-unavailable"
    >
      <h1 className="text-xl font-semibold text-steel-900 sm:text-2xl">{t('pageFailedTitle')}</h1>
      <p className="mt-3 text-ink-muted">{t('unavailable')}</p>
      <a href={retryHref} className={buttonClass('primary', 'md', 'mt-6')}>
        {t('retry')}
      </a>
    </section>
  );
}
