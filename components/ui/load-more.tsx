'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from './button-styles';

/** A list's "more": a link to `?page=N+1` that the script turns into an in-place append. */
export function LoadMoreLink({
  href,
  loading,
  onLoad,
  shown,
  total,
}: {
  href: string;
  loading: boolean;
  onLoad: () => void;
  shown: number;
  total: number;
}) {
  const t = useTranslations('content');
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      <a
        href={href}
        rel="nofollow"
        aria-busy={loading}
        className={buttonClass('secondary', 'lg', 'min-w-44 aria-busy:opacity-70')}
        onClick={(event) => {
          event.preventDefault();
          onLoad();
        }}
      >
        {loading ? <Spinner /> : null}
        {loading ? t('loading') : t('more')}
      </a>
      <p className="text-xs text-ink-muted" aria-live="polite">
        {t('shownOf', { shown, total })}
      </p>
    </div>
  );
}

type MorePages = {
  hasMore: boolean;
  nextHref: string;
  loading: boolean;
  shown: number;
  total: number;
  loadMore: () => Promise<void>;
};

export function MorePagesLink({ more }: { more: MorePages }) {
  if (!more.hasMore) return null;
  return (
    <LoadMoreLink
      href={more.nextHref}
      loading={more.loading}
      onLoad={() => void more.loadMore()}
      shown={more.shown}
      total={more.total}
    />
  );
}

function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 animate-spin" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
