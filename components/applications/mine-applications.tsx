'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import type { ApplicationDto } from '@/lib/applications/mine-dto';
import type { ApplicationType } from '@/lib/applications/mine-endpoints';
import { mineQueries } from '@/lib/applications/mine-queries';
import { Link } from '@/lib/i18n/navigation';
import { MineApplicationCard } from './mine-application-card';
import { useErrorWords } from './mine-error-words';

/** The list of "My EPD": server-rendered first, then kept fresh by the query (answers invalidate it). */
export function MineApplications({ type, initial }: { type: ApplicationType; initial: ApplicationDto[] | undefined }) {
  const t = useTranslations('mineEpd');
  const locale = useLocale();
  const wordsOf = useErrorWords();
  const list = useQuery({ ...mineQueries.list(locale, type), initialData: initial });

  if (!list.data) {
    if (list.isError) {
      return (
        <div role="alert" className="mt-8 rounded-card border border-line bg-surface p-6 text-sm text-ink">
          <p>{wordsOf(list.error)}</p>
          <button type="button" className={buttonClass('secondary', 'sm', 'mt-4')} onClick={() => void list.refetch()}>
            {t('retry')}
          </button>
        </div>
      );
    }
    return <p className="mt-8 text-sm text-ink-muted">{t('loading')}</p>;
  }
  if (list.data.length === 0) {
    return (
      <div className="mt-8 flex flex-col items-center rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center">
        <p className="text-base font-medium text-steel-900">{type === 'EPD' ? t('emptyEpd') : t('emptyCfp')}</p>
        <p className="mt-1 max-w-md text-sm text-ink-muted">{t('emptyLead')}</p>
        <Link href="/Epd" className={buttonClass('green', 'md', 'mt-6')}>
          {t('apply')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="mt-6 space-y-5" aria-label={t('listLabel')}>
      {list.data.map((application) => (
        <li key={application.id}>
          <MineApplicationCard application={application} />
        </li>
      ))}
    </ul>
  );
}
