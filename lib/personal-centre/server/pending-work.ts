import 'server-only';
import { toEpdSummary } from '@/lib/epd/epd-summary';
import { chinaToday } from '@/lib/epd/validity';
import type { ApplicationDto, EvaluationDto } from '@/lib/my-epd/schemas';
import { listApplications } from '@/lib/my-epd/server/mine-applications';
import { applicationActions, evaluationStage, FLOW_NODES, isPublished } from '@/lib/my-epd/statuses';
import { describeError, logger } from '@/lib/observability/server/logger';
import { PCR_APPLICATIONS_ANCHOR } from '@/lib/pcr-applications/pcr-application-list';
import { loadPcrApplications } from '@/lib/pcr-applications/server/pcr-application-list';
import type { SignedInViewer } from '@/lib/session/viewer';
import { callOperation } from '@/lib/upstream/operation';
import { searchEpds } from '@/lib/upstream/operations/epd';
import { listVerificationFiles } from '@/lib/upstream/operations/verification';
import { VerifyStates } from '@/lib/verification/dto';
import type { VerificationRequestDto } from '@/lib/verification/schemas';
import { listRequests } from '@/lib/verification/server/verification';
import {
  LATEST_SHOWN,
  type CompanyWork,
  type SubmissionItem,
  type SubmissionState,
  type SubmissionSummary,
  type WaitingAct,
  type WaitingWork,
  type WorkPart,
} from '../dto';

/**
 * A company's work in one place (accounts.md 2.6, business.md 2.2, 4): what waits for it, then each kind of
 * submission with its state, read from the calls its own pages make. Every source is read on its own: one
 * that fails leaves its part `failed`, never the page.
 */

/** An answered verification waits to be read for this long after the platform's answer (business.md 4 has no "seen"). */
const ANSWER_FRESH_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How many answered requests are checked for the time of their answer, newest first. */
const ANSWERS_CHECKED = 10;
/** The verification list read at once: the operation's largest page. */
const REQUESTS_READ = 100;
const DECLARATIONS_READ = 100;

type Lists = Awaited<ReturnType<typeof listApplications>>;

function failed<T>(source: string, error: unknown): WorkPart<T> {
  logger.warn({ error: describeError(error) }, `personal centre: ${source} unavailable`);
  return { kind: 'failed' };
}

/** The application's first tab and its card on /epd/mineEpd (the card carries `application-<id>`). */
function applicationHref(card: ApplicationDto): string {
  return `/epd/mineEpd?type=${card.productTypes[0] ?? 'EPD'}#application-${encodeURIComponent(card.id)}`;
}

/** The acts an application waits for, by the one decision table of application states (lib/my-epd/statuses). */
function actsOf(card: ApplicationDto): WaitingAct[] {
  const actions = applicationActions(card);
  const base = {
    subject: card.productName,
    detail: card.productTypes[0] ?? null,
    href: applicationHref(card),
  };
  const acts: WaitingAct[] = [];
  if (actions.confirmQuote) acts.push({ kind: 'quote', key: `quote-${card.id}`, ...base });
  if (actions.confirmContract) acts.push({ kind: 'contract', key: `contract-${card.id}`, ...base });
  if (actions.confirmDataChange) acts.push({ kind: 'lcaCorrection', key: `lca-${card.id}`, ...base });
  return acts;
}

/** Each application once (a card with EPD and CFP products is listed under both tabs). */
function uniqueCards(lists: Lists): ApplicationDto[] {
  const seen = new Set<string>();
  return [...lists.epd, ...lists.cfp].filter((card) => !seen.has(card.id) && Boolean(seen.add(card.id)));
}

const newestFirst = <T>(items: readonly T[], time: (item: T) => string | null): T[] =>
  [...items].sort((a, b) => (time(b) ?? '').localeCompare(time(a) ?? ''));

function summarise<T>(
  items: readonly T[],
  total: number,
  href: string,
  toItem: (item: T) => SubmissionItem,
  time: (item: T) => string | null,
): SubmissionSummary {
  const shown = newestFirst(items, time).map(toItem);
  const counts = new Map<SubmissionState, number>();
  for (const item of shown) counts.set(item.state, (counts.get(item.state) ?? 0) + 1);
  return {
    total,
    states: [...counts].map(([state, count]) => ({ state, count })),
    latest: shown.slice(0, LATEST_SHOWN),
    href,
  };
}

function applicationItem(card: ApplicationDto): SubmissionItem {
  const reached = card.nodes.filter((node) => node.reached).at(-1);
  const state: SubmissionState = isPublished(card.publishStatus)
    ? 'published'
    : actsOf(card).length > 0
      ? 'waiting'
      : 'inProgress';
  return {
    key: card.id,
    title: card.productName,
    date: card.applyTime,
    state,
    node:
      state === 'inProgress'
        ? (FLOW_NODES.find((code) => code === reached?.code) ?? FLOW_NODES[0])
        : undefined,
    href: applicationHref(card),
  };
}

function applicationSummary(cards: readonly ApplicationDto[], type: 'EPD' | 'CFP'): SubmissionSummary {
  return summarise(
    cards,
    cards.length,
    `/epd/mineEpd?type=${type}`,
    applicationItem,
    (card) => card.applyTime,
  );
}

function evaluationSummary(evaluations: readonly EvaluationDto[]): SubmissionSummary {
  return summarise(
    evaluations,
    evaluations.length,
    '/epd/mineEpd?type=LCES',
    (evaluation) => ({
      key: evaluation.id,
      title: evaluation.productName,
      date: evaluation.applyTime,
      state: evaluationStage(evaluation.publishStatus),
      href: '/epd/mineEpd?type=LCES',
    }),
    (evaluation) => evaluation.applyTime,
  );
}

/** business.md 4: 1 failed, 2 succeeded, 3 in verification. */
function verificationState(request: VerificationRequestDto): SubmissionState {
  if (request.state === VerifyStates.Failed) return 'failed';
  if (request.state === VerifyStates.Succeeded) return 'succeeded';
  return 'inVerification';
}

/** A platform time ("YYYY-MM-DD HH:mm:ss", China time) as milliseconds; null when it is not one. */
function chinaTimeMs(value: string | null | undefined): number | null {
  const match = value?.trim().match(/^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)/);
  if (!match) return null;
  const ms = Date.parse(`${match[1]}T${match[2]}+08:00`);
  return Number.isNaN(ms) ? null : ms;
}

/** An answered request waits while its latest answer is fresh; a request whose files cannot be read is left out. */
async function answeredActs(
  viewer: SignedInViewer,
  requests: readonly VerificationRequestDto[],
): Promise<WaitingAct[]> {
  const answered = requests
    .filter((request) => verificationState(request) !== 'inVerification')
    .slice(0, ANSWERS_CHECKED);
  const since = Date.now() - ANSWER_FRESH_DAYS * DAY_MS;
  const checks = await Promise.all(
    answered.map(async (request) => {
      const id = Number(request.id);
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      try {
        const files = await callOperation(
          listVerificationFiles,
          { id },
          { locale: viewer.locale, token: viewer.token },
        );
        const answeredAt = Math.max(...files.map((file) => chinaTimeMs(file.feedbackTime) ?? 0), 0);
        if (answeredAt < since) return null;
        const act: WaitingAct = {
          kind: 'verificationAnswered',
          key: `verification-${request.id}`,
          subject: request.registrationNumber,
          detail: verificationState(request) === 'failed' ? 'failed' : 'succeeded',
          href: `/myDetails?id=${encodeURIComponent(request.id)}`,
        };
        return act;
      } catch (error) {
        logger.warn({ error: describeError(error) }, 'personal centre: verification answer unreadable');
        return null;
      }
    }),
  );
  return checks.filter((act): act is WaitingAct => act !== null);
}

type VerificationWork = { requests: VerificationRequestDto[]; total: number; acts: WaitingAct[] };

async function readVerifications(viewer: SignedInViewer): Promise<VerificationWork> {
  const page = await listRequests(viewer, { page: 1, size: REQUESTS_READ });
  return { requests: page.items, total: page.total, acts: await answeredActs(viewer, page.items) };
}

function verificationSummary(work: VerificationWork): SubmissionSummary {
  return summarise(
    work.requests,
    work.total,
    '/myLists',
    (request) => ({
      key: request.id,
      title: request.registrationNumber,
      date: request.createTime,
      state: verificationState(request),
      href: `/myDetails?id=${encodeURIComponent(request.id)}`,
    }),
    (request) => request.createTime,
  );
}

async function pcrApplicationSummary(viewer: SignedInViewer): Promise<WorkPart<SubmissionSummary>> {
  const state = await loadPcrApplications(1, viewer);
  if (state.kind !== 'list') return { kind: state.kind };
  const href = `/Pcr/minePcr#${PCR_APPLICATIONS_ANCHOR}`;
  return {
    kind: 'loaded',
    value: summarise(
      state.items,
      state.total,
      href,
      (item) => ({
        key: item.key,
        title: [item.product, item.company].filter(Boolean).join(' · ') || null,
        date: item.appliedAt,
        state: 'submitted',
        href,
      }),
      (item) => item.appliedAt,
    ),
  };
}

/** The company's published declarations (`p/epd/page` by company code, business.md 7), as /Pcr/minePcr lists them. */
async function declarationSummary(viewer: SignedInViewer, companyCode: string): Promise<SubmissionSummary> {
  const page = await callOperation(
    searchEpds,
    { companyCode, loginCompanyCode: companyCode, pageNum: 1, pageSize: DECLARATIONS_READ },
    { locale: viewer.locale, token: viewer.token },
  );
  const today = chinaToday();
  const own = page.list
    .filter((record) => record.companyCode?.trim() === companyCode)
    .map((record) => toEpdSummary(record, viewer.locale, today));
  return summarise(
    own,
    Math.max(page.totals, own.length),
    '/Pcr/minePcr',
    (declaration) => ({
      key: declaration.id,
      title: `${declaration.productType} · ${declaration.productName}`,
      date: declaration.effectiveDate,
      state: declaration.expired ? 'expired' : 'valid',
      href: declaration.productPath,
      localized: true,
    }),
    (declaration) => declaration.effectiveDate,
  );
}

function waitingOf(
  applications: PromiseSettledResult<Lists>,
  verifications: PromiseSettledResult<VerificationWork>,
): WaitingWork {
  const work: WaitingWork = { acts: [], failed: [] };
  if (applications.status === 'fulfilled') {
    const cards = uniqueCards(applications.value);
    work.acts.push(...cards.flatMap(actsOf));
    // A card whose quote, contract or products could not be read may hide an act.
    if (cards.some((card) => card.unavailable.length > 0)) work.failed.push('applications');
  } else work.failed.push('applications');
  if (verifications.status === 'fulfilled') work.acts.push(...verifications.value.acts);
  else work.failed.push('verifications');
  return work;
}

/** Everything the personal centre shows of the company's work. `companyCode` settles with the page's fresh user
 * (the declarations belong to the company as upstream knows it now); null: no authenticated company. */
export async function loadCompanyWork(
  viewer: SignedInViewer,
  companyCode: Promise<string | null>,
): Promise<CompanyWork> {
  const [applications, verifications, pcrApplications, declarations] = await Promise.allSettled([
    listApplications(viewer),
    readVerifications(viewer),
    pcrApplicationSummary(viewer),
    companyCode.then((code) => (code ? declarationSummary(viewer, code) : null)),
  ]);
  if (applications.status === 'rejected') failed('applications', applications.reason);
  const lists = applications.status === 'fulfilled' ? applications.value : null;
  const listPart = <T>(build: (value: Lists) => T): WorkPart<T> =>
    lists ? { kind: 'loaded', value: build(lists) } : { kind: 'failed' };
  return {
    waiting: waitingOf(applications, verifications),
    epd: listPart((value) => applicationSummary(value.epd, 'EPD')),
    cfp: listPart((value) => applicationSummary(value.cfp, 'CFP')),
    evaluations: listPart((value) => evaluationSummary(value.evaluations)),
    pcrApplications:
      pcrApplications.status === 'fulfilled'
        ? pcrApplications.value
        : failed('pcr applications', pcrApplications.reason),
    verifications:
      verifications.status === 'fulfilled'
        ? { kind: 'loaded', value: verificationSummary(verifications.value) }
        : failed('verifications', verifications.reason),
    declarations:
      declarations.status === 'fulfilled'
        ? declarations.value && { kind: 'loaded', value: declarations.value }
        : failed('declarations', declarations.reason),
  };
}

/** The header's count (accounts.md 2.1 account menu): the waiting acts alone; both sources failing is an error. */
export async function countWaitingActs(viewer: SignedInViewer): Promise<number> {
  const [applications, verifications] = await Promise.allSettled([
    listApplications(viewer),
    readVerifications(viewer),
  ]);
  if (applications.status === 'rejected' && verifications.status === 'rejected') throw applications.reason;
  return waitingOf(applications, verifications).acts.length;
}
