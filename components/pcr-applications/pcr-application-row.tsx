import { useTranslations } from 'next-intl';
import type { PcrApplicationItem } from '@/lib/pcr-applications/pcr-application-list';

export function PcrApplicationRow({ application }: { application: PcrApplicationItem }) {
  const t = useTranslations('minePcr.applications');
  return (
    <li
      className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-5"
      data-testid="pcr-application"
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-steel-900">{application.product || '—'}</p>
        <p className="mt-0.5 text-sm break-words text-ink-muted">{application.company || '—'}</p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted sm:flex-col sm:items-end">
        <span className="rounded-full bg-steel-50 px-2 py-0.5 font-medium text-steel-700">
          {t('submitted')}
        </span>
        {application.appliedAt ? (
          <span className="tabular-nums">{t('appliedAt', { time: application.appliedAt })}</span>
        ) : null}
      </div>
    </li>
  );
}
