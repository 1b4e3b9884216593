import { getLocale, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/routing';
import { FEED_PATHS, type FeedName } from '@/lib/seo/open-graph';

/** A visible link to a list's RSS feed (the `<link rel="alternate">` is in the page's head). */
export async function FeedLink({ feed }: { feed: FeedName }) {
  const t = await getTranslations('content');
  const locale = (await getLocale()) === 'en' ? 'en' : 'zh';
  return (
    <a
      href={localizedPath(locale, FEED_PATHS[feed])}
      type="application/rss+xml"
      className="inline-flex items-center gap-2 rounded-full border border-white/25 px-3 py-1 text-sm text-steel-100/90 hover:bg-white/10 hover:text-white"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
        <circle cx="6" cy="18" r="2" />
        <path d="M4 10.5a9.5 9.5 0 0 1 9.5 9.5h-2.6A6.9 6.9 0 0 0 4 13.1zM4 4.5A15.5 15.5 0 0 1 19.5 20h-2.6A12.9 12.9 0 0 0 4 7.1z" />
      </svg>
      {t('subscribeFeed')}
    </a>
  );
}
