import { getTranslations } from 'next-intl/server';
import { cn } from '@/components/ui/cn';
import { Link } from '@/lib/i18n/navigation';
import type {
  CompanyWork,
  SubmissionItem,
  SubmissionState,
  SubmissionSummary,
  WaitingAct,
  WorkPart,
} from '@/lib/personal-centre/dto';
import { StatusBadge, type BadgeTone } from './status-badge';

const STATE_TONE: Record<SubmissionState, BadgeTone> = {
  waiting: 'pending',
  inProgress: 'neutral',
  published: 'ok',
  submitted: 'neutral',
  inVerification: 'neutral',
  succeeded: 'ok',
  failed: 'problem',
  valid: 'ok',
  expired: 'neutral',
};

type Kind = 'epd' | 'cfp' | 'evaluations' | 'pcrApplications' | 'verifications' | 'declarations';
/** The page that lists each kind in full, named as menus and buttons name it. */
const PLACE: Record<Kind, 'applications' | 'pcrApplications' | 'verifications' | 'declarations'> = {
  epd: 'applications',
  cfp: 'applications',
  evaluations: 'applications',
  pcrApplications: 'pcrApplications',
  verifications: 'verifications',
  declarations: 'declarations',
};

/** The platform's times carry seconds; a card shows the day. */
const day = (value: string | null): string | null => value?.slice(0, 10) ?? null;

type T = Awaited<ReturnType<typeof getTranslations<'companyWork'>>>;
type TNodes = Awaited<ReturnType<typeof getTranslations<'mineEpd.node'>>>;

/** A company's work in one place: what waits for it, then every kind of submission with its state (accounts.md 2.6). */
export async function CompanyWorkOverview({ work }: { work: CompanyWork }) {
  const [t, tNode] = await Promise.all([getTranslations('companyWork'), getTranslations('mineEpd.node')]);
  const kinds: { kind: Kind; part: WorkPart<SubmissionSummary> | null }[] = [
    { kind: 'epd', part: work.epd },
    { kind: 'cfp', part: work.cfp },
    { kind: 'evaluations', part: work.evaluations },
    { kind: 'pcrApplications', part: work.pcrApplications },
    { kind: 'verifications', part: work.verifications },
    { kind: 'declarations', part: work.declarations },
  ];
  return (
    <div className="space-y-8">
      <WaitingActs work={work} t={t} />
      <section aria-labelledby="submissions-title">
        <h2 id="submissions-title" className="text-lg font-semibold text-steel-900">
          {t('submissionsTitle')}
        </h2>
        {/* On a phone the kinds are the rows of one card; from sm up, a card each. */}
        <div className="mt-3 divide-y divide-line overflow-hidden rounded-card border border-line bg-surface shadow-card sm:grid sm:grid-cols-2 sm:gap-3 sm:divide-y-0 sm:overflow-visible sm:border-0 sm:bg-transparent sm:shadow-none lg:grid-cols-3">
          {kinds.map(({ kind, part }) => (
            <KindSummary key={kind} kind={kind} part={part} t={t} tNode={tNode} />
          ))}
        </div>
      </section>
    </div>
  );
}

function WaitingActs({ work, t }: { work: CompanyWork; t: T }) {
  const { acts, failed } = work.waiting;
  return (
    <section
      aria-labelledby="waiting-title"
      data-testid="waiting-acts"
      className="rounded-card border border-warning-600/30 bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="waiting-title" className="text-lg font-semibold text-steel-900">
          {t('waitingTitle')}
        </h2>
        {acts.length > 0 ? (
          <span className="rounded-full bg-ember-600 px-2 text-xs leading-5 font-semibold text-white tabular-nums">
            {t('waitingCount', { count: acts.length })}
          </span>
        ) : null}
        {acts.length > 0 ? <p className="text-sm text-ink-muted">{t('waitingLead')}</p> : null}
      </div>
      {acts.length > 0 ? (
        <ul className="mt-3 divide-y divide-line overflow-hidden rounded-lg border border-line">
          {acts.map((act) => (
            <li key={act.key}>
              <WaitingActLink act={act} t={t} />
            </li>
          ))}
        </ul>
      ) : failed.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('waitingNone')}</p>
      ) : null}
      {failed.map((source) => (
        <p
          key={source}
          role="alert"
          className="mt-3 rounded-lg bg-warning-50 px-3 py-2 text-sm text-warning-600"
        >
          {t(`sourceFailed.${source}`)}
        </p>
      ))}
    </section>
  );
}

function WaitingActLink({ act, t }: { act: WaitingAct; t: T }) {
  const detail =
    act.detail === 'EPD' || act.detail === 'CFP'
      ? t('applicationOf', { type: act.detail })
      : act.detail
        ? t(`answer.${act.detail}`)
        : null;
  return (
    <Link href={act.href} className="flex items-center gap-3 bg-surface px-3 py-3 hover:bg-steel-50 sm:px-4">
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-steel-900">{t(`act.${act.kind}`)}</span>
        <span className="mt-0.5 block truncate text-sm text-ink-muted">
          {act.subject ?? t('untitled')}
          {detail ? ` · ${detail}` : null}
        </span>
      </span>
      <span className="shrink-0 rounded-md bg-steel-700 px-3 py-1.5 text-sm font-medium text-white">
        {t(`actGo.${act.kind}`)}
        <span aria-hidden="true"> →</span>
      </span>
    </Link>
  );
}

function KindSummary({
  kind,
  part,
  t,
  tNode,
}: {
  kind: Kind;
  part: WorkPart<SubmissionSummary> | null;
  t: T;
  tNode: TNodes;
}) {
  const id = `kind-${kind}`;
  const summary = part?.kind === 'loaded' ? part.value : null;
  const href = summary?.href ?? PLACE_HREF[kind];
  return (
    <section
      aria-labelledby={id}
      data-kind={kind}
      className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1.5 px-4 py-3 sm:flex sm:flex-col sm:items-stretch sm:gap-0 sm:rounded-card sm:border sm:border-line sm:bg-surface sm:p-4 sm:shadow-card"
    >
      <div className="col-span-2 flex items-baseline justify-between gap-3">
        <h3 id={id} className="font-semibold text-steel-900">
          {t(`kind.${kind}`)}
        </h3>
        {summary ? (
          <span className="shrink-0 text-sm text-ink-muted tabular-nums">
            {summary.total > 0 ? t('total', { count: summary.total }) : t('none')}
          </span>
        ) : null}
      </div>
      {part === null ? (
        <p className="text-sm text-ink-muted sm:mt-2">{t('noCompany')}</p>
      ) : part.kind === 'failed' ? (
        <p role="alert" className="text-sm text-warning-600 sm:mt-2">
          {t('partFailed')}
        </p>
      ) : part.kind === 'unavailable' ? (
        <p className="text-sm text-ink-muted sm:mt-2">{t('pcrListUnavailable')}</p>
      ) : part.value.states.length > 0 ? (
        <>
          <p className="flex flex-wrap gap-1.5 sm:mt-2">
            {part.value.states.map(({ state, count }) => (
              <StatusBadge key={state} tone={STATE_TONE[state]}>
                {t(`state.${state}`)} {count}
              </StatusBadge>
            ))}
          </p>
          {/* On a phone the row keeps the states and the way to the list. */}
          <ul className="mt-3 hidden space-y-1.5 text-sm sm:block" aria-label={t('latest')}>
            {part.value.latest.map((item) => (
              <li key={item.key}>
                <LatestItem item={item} t={t} tNode={tNode} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="col-start-2 row-start-2 justify-self-end sm:mt-auto sm:pt-3">
        <Link href={href} className="text-sm font-medium text-steel-700 underline-offset-4 hover:underline">
          {t(`place.${PLACE[kind]}`)}
          {PLACE[kind] === 'applications' ? <span className="sr-only"> · {t(`kind.${kind}`)}</span> : null}
          <span aria-hidden="true"> →</span>
        </Link>
      </p>
    </section>
  );
}

const PLACE_HREF: Record<Kind, string> = {
  epd: '/epd/mineEpd?type=EPD',
  cfp: '/epd/mineEpd?type=CFP',
  evaluations: '/epd/mineEpd?type=LCES',
  pcrApplications: '/Pcr/minePcr',
  verifications: '/myLists',
  declarations: '/Pcr/minePcr',
};

function LatestItem({ item, t, tNode }: { item: SubmissionItem; t: T; tNode: TNodes }) {
  const state =
    item.state === 'inProgress' && item.node
      ? t('inProgressAt', { node: tNode(item.node) })
      : t(`state.${item.state}`);
  const content = (
    <>
      <span className="min-w-0 flex-1 truncate text-ink">{item.title ?? t('untitled')}</span>
      <span
        className={cn('shrink-0 text-xs', item.state === 'waiting' ? 'text-warning-600' : 'text-ink-subtle')}
      >
        {state}
        {day(item.date) ? ` · ${day(item.date)}` : null}
      </span>
    </>
  );
  const className =
    'flex items-baseline gap-2 rounded hover:text-steel-700 hover:underline underline-offset-4';
  return item.localized ? (
    <a href={item.href} className={className}>
      {content}
    </a>
  ) : (
    <Link href={item.href} className={className}>
      {content}
    </Link>
  );
}
