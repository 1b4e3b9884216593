'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { DeferredMore } from '@/components/ui/deferred-more';
import { epdSearchParams } from '@/lib/epd/search-url';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import type { EpdLoadMoreList } from './epd-load-more-list';

/** "Load more" under the EPD results (business.md 2.2): a `?page=N+1` link until the first click loads the list. */
export function EpdLoadMore(props: ComponentProps<typeof EpdLoadMoreList>) {
  const t = useTranslations('epdCards');
  const locale = useLocale() as Locale;
  const { query, page, pageCount, total, shown, compare } = props;
  if (!(page < pageCount && shown < total)) {
    return (
      <p className="mt-8 text-center text-xs text-ink-muted" data-testid="epd-all-shown">
        {t('allShown', { total })}
      </p>
    );
  }
  return (
    <DeferredMore
      load={() => import('./epd-load-more-list').then((module) => module.EpdLoadMoreList)}
      props={props}
      href={`${localizedPath(locale, '/epd/epdSearch')}?${epdSearchParams({ ...query, page: page + 1, compare })}#result-${shown + 1}`}
      shown={shown}
      total={total}
    />
  );
}
