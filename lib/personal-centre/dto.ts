import type { FlowNode } from '@/lib/my-epd/statuses';

// The personal centre's picture of a company's work, zod-free (the page renders it on the server).

/** What waits for the company (business.md 4): an act it must take, or an answer it has not seen. */
export const WAITING_ACT_KINDS = ['quote', 'contract', 'lcaCorrection', 'verificationAnswered'] as const;
export type WaitingActKind = (typeof WAITING_ACT_KINDS)[number];

export type WaitingAct = {
  kind: WaitingActKind;
  key: string;
  /** The product, or the registration number a verification asked about. */
  subject: string | null;
  /** The declaration type of an application, or the verify state of an answered verification. */
  detail: 'EPD' | 'CFP' | 'succeeded' | 'failed' | null;
  /** The place to act, a portal path without the locale. */
  href: string;
};

/** The sources read for the waiting acts; one that failed is named so the page says which part is missing. */
export type WaitingSource = 'applications' | 'verifications';
export type WaitingWork = { acts: WaitingAct[]; failed: WaitingSource[] };

/** A state shown on a submission, in the words of `personalCentre.work.state`. */
export type SubmissionState =
  | 'waiting'
  | 'inProgress'
  | 'published'
  | 'submitted'
  | 'inVerification'
  | 'succeeded'
  | 'failed'
  | 'valid'
  | 'expired';

export type SubmissionItem = {
  key: string;
  title: string | null;
  date: string | null;
  state: SubmissionState;
  /** The flow node an application in progress has reached last. */
  node?: FlowNode;
  href: string;
  /** The href already carries its language (a product page follows its declaration's). */
  localized?: boolean;
};

export type SubmissionSummary = {
  total: number;
  states: { state: SubmissionState; count: number }[];
  latest: SubmissionItem[];
  /** The full list, a portal path without the locale. */
  href: string;
};

/** A part of the page: `failed` shows "could not load this part"; `unavailable`: the platform lacks the call. */
export type WorkPart<T> = { kind: 'loaded'; value: T } | { kind: 'failed' } | { kind: 'unavailable' };

export type CompanyWork = {
  waiting: WaitingWork;
  epd: WorkPart<SubmissionSummary>;
  cfp: WorkPart<SubmissionSummary>;
  evaluations: WorkPart<SubmissionSummary>;
  pcrApplications: WorkPart<SubmissionSummary>;
  verifications: WorkPart<SubmissionSummary>;
  /** Null when the user has no authenticated company, hence no declarations. */
  declarations: WorkPart<SubmissionSummary> | null;
};

/** How many latest items a summary shows. */
export const LATEST_SHOWN = 3;
