import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button-styles';
import { Link } from '@/lib/i18n/navigation';
import {
  PCR_APPLICATIONS_ANCHOR,
  type PcrApplicationsState,
} from '@/lib/pcr-applications/pcr-application-list';
import { PcrApplicationMore } from './pcr-application-more';
import { PcrApplicationRow } from './pcr-application-row';

/** "My PCR applications" on /Pcr/minePcr, from an assumed list call; a platform without it gets "not available". */
export async function PcrApplicationList({
  state,
  moreHref,
}: {
  state: PcrApplicationsState;
  moreHref: string;
}) {
  const t = await getTranslations('minePcr.applications');
  return (
    <section
      id={PCR_APPLICATIONS_ANCHOR}
      aria-labelledby="pcr-applications-title"
      className="scroll-mt-24"
      data-testid="pcr-applications"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="pcr-applications-title" className="text-lg font-semibold text-steel-900">
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('lead')}</p>
        </div>
        <Link href="/Pcr/pcrApplyFor" className={buttonClass('secondary', 'sm')}>
          {t('apply')}
        </Link>
      </div>
      {state.kind === 'unavailable' ? (
        <p
          role="status"
          className="mt-4 rounded-card border border-line bg-surface-muted px-5 py-4 text-sm text-ink-muted"
          data-testid="pcr-applications-unavailable"
        >
          {t('unavailable')}
        </p>
      ) : state.kind === 'failed' ? (
        <p
          role="alert"
          className="mt-4 rounded-card border border-warning-600/30 bg-warning-50 px-5 py-4 text-sm text-warning-600"
        >
          {t('failed')}
        </p>
      ) : state.items.length === 0 ? (
        <div className="mt-4 rounded-card border border-dashed border-line bg-surface px-6 py-8 text-center">
          <p className="font-semibold text-steel-900">{t('empty.title')}</p>
          <p className="mt-1.5 text-sm text-ink-muted">{t('empty.body')}</p>
        </div>
      ) : (
        <div className="mt-4 overflow-hidden rounded-card border border-line bg-surface shadow-card">
          <ul className="divide-y divide-line">
            {state.items.map((application) => (
              <PcrApplicationRow key={application.key} application={application} />
            ))}
          </ul>
          <PcrApplicationMore
            key={state.page}
            hrefOf={moreHref}
            page={state.page}
            shown={state.items.length}
            total={state.total}
          />
        </div>
      )}
    </section>
  );
}
