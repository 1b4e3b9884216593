import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { MAX_COMPARED } from '@/lib/epd/search-url';

/**
 * The declarations chosen on the search for comparison: how many, the way to the comparison page, and a link that
 * clears them. Plain links, kept at the bottom of the screen while the results scroll.
 */
export function CompareTray({
  ids,
  compareHref,
  clearHref,
}: {
  ids: readonly string[];
  compareHref: string;
  clearHref: string;
}) {
  const t = useTranslations('buyerSearch.tray');
  return (
    <aside
      aria-label={t('label')}
      className="sticky bottom-0 z-20 -mx-4 mt-6 border-t border-line bg-surface/95 px-4 py-3 shadow-[0_-4px_16px_rgb(16_34_52/0.08)] backdrop-blur sm:mx-0 sm:rounded-card sm:border sm:px-5"
      data-testid="compare-tray"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="min-w-0 flex-1 text-sm whitespace-nowrap text-steel-900">
          <span className="font-semibold" data-testid="compare-count">
            {t('chosen', { count: ids.length })}
          </span>{' '}
          <span className="hidden text-ink-muted sm:inline">
            {ids.length < 2 ? t('chooseMore') : t('upTo', { max: MAX_COMPARED })}
          </span>
        </p>
        <a
          href={clearHref}
          className="text-sm font-medium text-steel-600 underline-offset-4 hover:underline"
          data-compare-clear
        >
          {t('clear')}
        </a>
        <a href={compareHref} className={buttonClass('green', 'md')}>
          <span className="sm:hidden">{t('compareShort')}</span>
          <span className="hidden sm:inline">{t('compare')}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
          >
            <path d="M3 8h10m-4-4l4 4-4 4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </a>
      </div>
    </aside>
  );
}
