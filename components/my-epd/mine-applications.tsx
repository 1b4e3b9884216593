'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { QueryFallback } from '@/components/ui/query-fallback';
import type { MineListDto } from '@/lib/my-epd/schemas';
import type { MineTab } from '@/lib/my-epd/dto';
import { mineQueries } from '@/lib/my-epd/queries';
import { Link } from '@/lib/i18n/navigation';
import { MineApplicationCard } from './mine-application-card';
import { MineEvaluationCard } from './mine-evaluation-card';
import { QueryProvider } from '@/components/ui/query-provider';
import type { ComponentProps } from 'react';

export function MineApplications(props: ComponentProps<typeof MineApplicationsReading>) {
  return (
    <QueryProvider>
      <MineApplicationsReading {...props} />
    </QueryProvider>
  );
}

const APPLY_HREF: Record<MineTab, string> = { EPD: '/Epd', CFP: '/Epd', LCES: '/dtpfg/dtpfgApplyFor' };
const EMPTY_KEY = { EPD: 'emptyEpd', CFP: 'emptyCfp', LCES: 'emptyLces' } as const satisfies Record<
  MineTab,
  string
>;

/** One tab of "My EPD": server-rendered first, then kept fresh by the query (answers invalidate it). */
function MineApplicationsReading({ tab, initial }: { tab: MineTab; initial: MineListDto | undefined }) {
  const t = useTranslations('mineEpd');
  const locale = useLocale();
  const list = useQuery({ ...mineQueries.list(locale), initialData: initial });

  if (!list.data) {
    return (
      <QueryFallback
        error={list.isError ? list.error : null}
        onRetry={() => void list.refetch()}
        retryLabel={t('retry')}
        loadingLabel={t('loading')}
      />
    );
  }
  const entries = tab === 'LCES' ? list.data.evaluations : tab === 'CFP' ? list.data.cfp : list.data.epd;
  if (entries.length === 0) {
    return (
      <div className="mt-8 flex flex-col items-center rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center">
        <p className="text-base font-medium text-steel-900">{t(EMPTY_KEY[tab])}</p>
        <p className="mt-1 max-w-md text-sm text-ink-muted">
          {tab === 'LCES' ? t('emptyLcesLead') : t('emptyLead')}
        </p>
        <Link href={APPLY_HREF[tab]} className={buttonClass('green', 'md', 'mt-6')}>
          {tab === 'LCES' ? t('applyLces') : t('apply')}
        </Link>
      </div>
    );
  }
  if (tab === 'LCES') {
    return (
      <>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-muted">{t('lcesLead')}</p>
          <Link href={APPLY_HREF.LCES} className={buttonClass('secondary', 'sm')}>
            {t('applyLcesAgain')}
          </Link>
        </div>
        <ul className="mt-4 space-y-4" aria-label={t('lcesListLabel')}>
          {list.data.evaluations.map((evaluation) => (
            <li key={evaluation.id}>
              <MineEvaluationCard evaluation={evaluation} />
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <ul className="mt-6 space-y-5" aria-label={t('listLabel')}>
      {(tab === 'CFP' ? list.data.cfp : list.data.epd).map((application) => (
        <li key={application.id}>
          <MineApplicationCard application={application} type={tab} />
        </li>
      ))}
    </ul>
  );
}
