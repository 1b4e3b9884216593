import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { MAX_COMPARED, type Comparison } from '@/lib/epd/comparison';
import { isLocale, localizedPath } from '@/lib/i18n/routing';

function Notice({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p
      className="rounded-card border border-warning-600/30 bg-warning-50 px-5 py-3 text-sm text-warning-600 print:hidden"
      data-testid={testId}
    >
      {children}
    </p>
  );
}

/** What the address asked for that is not compared: unknown ids by name, ids past four, ids upstream did not answer. */
export function CompareNotices({ comparison }: { comparison: Comparison }) {
  const t = useTranslations('compare');
  const format = useFormatter();
  const list = (ids: string[]) => format.list(ids, { type: 'conjunction' });
  return (
    <>
      {comparison.notFound.length > 0 ? (
        <Notice testId="compare-not-found">{t('notFound', { ids: list(comparison.notFound) })}</Notice>
      ) : null}
      {comparison.unavailable.length > 0 ? (
        <Notice testId="compare-unavailable">
          {t('unavailable', { ids: list(comparison.unavailable) })}
        </Notice>
      ) : null}
      {comparison.leftOut.length > 0 ? (
        <Notice testId="compare-left-out">
          {t('tooMany', { max: MAX_COMPARED, ids: list(comparison.leftOut) })}
        </Notice>
      ) : null}
    </>
  );
}

/** Nothing to compare: say why, and lead to the search where declarations are chosen. */
export function CompareEmpty() {
  const t = useTranslations('compare');
  const current = useLocale();
  return (
    <div
      className="rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center"
      data-testid="compare-empty"
    >
      <p className="font-semibold text-steel-900">{t('empty.title')}</p>
      <p className="mx-auto mt-2 max-w-xl text-sm text-ink-muted">{t('empty.body')}</p>
      <a
        href={localizedPath(isLocale(current) ? current : 'zh', '/epd/epdSearch')}
        className="mt-5 inline-block text-sm font-medium text-steel-600 underline-offset-4 hover:underline"
      >
        {t('empty.search')}
      </a>
    </div>
  );
}
