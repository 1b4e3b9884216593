import { useTranslations } from 'next-intl';
import { DownloadIcon } from '@/components/ui/icons';

/** The same search as data: the CSV of every match, its Atom feed, and the page that explains the open data. */
export function SearchDataLinks({
  csvHref,
  feedHref,
  openDataHref,
}: {
  csvHref: string;
  feedHref: string;
  openDataHref: string;
}) {
  const t = useTranslations('buyerSearch.data');
  const link = 'inline-flex min-h-8 items-center gap-1.5 font-medium underline-offset-4 hover:underline';
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" aria-label={t('label')}>
      <li>
        <a href={csvHref} className={`${link} text-steel-700`} download data-testid="download-csv">
          <DownloadIcon />
          {t('csv')}
        </a>
      </li>
      <li>
        <a
          href={feedHref}
          className={`${link} text-steel-700`}
          type="application/atom+xml"
          data-testid="subscribe-feed"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
            <circle cx="3.5" cy="12.5" r="1.5" />
            <path
              d="M2 7.25a6.75 6.75 0 016.75 6.75M2 2.75A11.25 11.25 0 0113.25 14"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
          {t('subscribe')}
        </a>
      </li>
      <li>
        <a href={openDataHref} className={`${link} text-ink-muted`}>
          {t('openData')}
        </a>
      </li>
    </ul>
  );
}
