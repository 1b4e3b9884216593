'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { QueryFallback } from '@/components/ui/query-fallback';
import type { ApplicationDto } from '@/lib/applications/mine-dto';
import type { ApplicationType } from '@/lib/applications/mine-paths';
import { mineQueries } from '@/lib/applications/mine-queries';
import { Link } from '@/lib/i18n/navigation';
import { MineApplicationCard } from './mine-application-card';
import { QueryProvider } from '@/components/providers/query-provider';
import type { ComponentProps } from 'react';

/** With its TanStack Query client (components/providers/query-provider.tsx). */
export function MineApplications(props: ComponentProps<typeof MineApplicationsReading>) {
  return (
    <QueryProvider>
      <MineApplicationsReading {...props} />
    </QueryProvider>
  );
}

/** The list of "My EPD": server-rendered first, then kept fresh by the query (answers invalidate it). */
function MineApplicationsReading({ type, initial }: { type: ApplicationType; initial: ApplicationDto[] | undefined }) {
  const t = useTranslations('mineEpd');
  const locale = useLocale();
  const list = useQuery({ ...mineQueries.list(locale, type), initialData: initial });

  if (!list.data) {
    return <QueryFallback error={list.isError ? list.error : null} onRetry={() => void list.refetch()} retryLabel={t('retry')} loadingLabel={t('loading')} />;
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
