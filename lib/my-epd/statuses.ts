import { CompanyStatus, statusOf } from '@/lib/viewer/statuses';

/** The one decision table of EPD/CFP application states (business.md 3, 4): components ask it, never compare numbers. */
export const QuoteStatus = {
  NotQuoted: '0',
  AwaitingConfirmation: '1',
  Confirmed: '2',
  Refused: '3',
} as const;
export const ContractStatus = {
  NotInitiated: '0',
  Drafting: '1',
  AwaitingConfirmation: '2',
  Signed: '3',
  Refused: '4',
} as const;
export const LcaValidateStatus = { AwaitingCheck: '0', Accepted: '1', CorrectionRequested: '2' } as const;
export const PublishStatus = { Unpublished: '0', Published: '1' } as const;

export function declarationType(productType: string | null): 'EPD' | 'CFP' {
  return productType === 'CFP' ? 'CFP' : 'EPD';
}

/** The seven flow nodes, in order (business.md 4). */
export const FLOW_NODES = [
  'EPD_APPLICATION',
  'CONTRACT_GENERATION',
  'LCA_CALCULATION',
  'INDEPENDENT_VERIFICATION',
  'REPORT_PRODUCTION',
  'REVIEW_PANEL',
  'REPORT_RELEASE',
] as const;
export type FlowNode = (typeof FLOW_NODES)[number];

type StatusValue = string | number | null | undefined;

export type ApplicationState = {
  quoteStatus: StatusValue;
  contractStatus: StatusValue;
  lcaValidateStatus: StatusValue;
  publishStatus: StatusValue;
};

export type ApplicationActions = {
  quoteShown: boolean;
  confirmQuote: boolean;
  refuseQuote: boolean;
  contractAttachment: boolean;
  confirmContract: boolean;
  refuseContract: boolean;
  /** LCA correction (business.md 4): the re-upload buttons and "confirm data change". */
  replaceFiles: boolean;
  confirmDataChange: boolean;
  downloadCertificate: boolean;
  downloadMark: boolean;
};

/** Quote (business.md 4): 1 waits for the customer; 0 and null: nothing quoted yet. */
export function quoteStage(status: StatusValue): 'none' | 'awaiting' | 'confirmed' | 'refused' {
  switch (statusOf(status)) {
    case QuoteStatus.AwaitingConfirmation:
      return 'awaiting';
    case QuoteStatus.Confirmed:
      return 'confirmed';
    case QuoteStatus.Refused:
      return 'refused';
    default:
      return 'none';
  }
}

/** Contract (business.md 4): 0 and 1 are "not initiated"; 2 waits for the customer. */
export function contractStage(status: StatusValue): 'none' | 'drafting' | 'awaiting' | 'signed' | 'refused' {
  switch (statusOf(status)) {
    case ContractStatus.Drafting:
      return 'drafting';
    case ContractStatus.AwaitingConfirmation:
      return 'awaiting';
    case ContractStatus.Signed:
      return 'signed';
    case ContractStatus.Refused:
      return 'refused';
    default:
      return 'none';
  }
}

/** Whether the contract's attachment may be shown: only once one was sent (status above 1). */
export function contractHasAttachment(status: StatusValue): boolean {
  const stage = contractStage(status);
  return stage === 'awaiting' || stage === 'signed' || stage === 'refused';
}

export function isPublished(status: StatusValue): boolean {
  return statusOf(status) === PublishStatus.Published;
}

export function isCorrectionRequested(status: StatusValue): boolean {
  return statusOf(status) === LcaValidateStatus.CorrectionRequested;
}

/** A node as the platform may list it (an assumed field of the list item). */
export type GivenFlowNode = { node: number; code: string; reached: boolean };

export type KnownProgress = {
  publishStatus: StatusValue;
  contractStatus: StatusValue;
  given?: readonly GivenFlowNode[] | null;
  currentNode?: number | null;
};

/** Nodes reached (business.md 4): 1 always, 2 once a contract waits or is signed, 3 once signed, all once published
 * (business.md 2.2). A refused contract (status 4) leaves contract generation open: a new contract follows, so the
 * contract call's word beats any listed node there. Else a node the platform lists keeps its own word, and nodes up
 * to its current node, if named, count as reached. */
export function reachedFlowNodes(progress: KnownProgress): boolean[] {
  const published = isPublished(progress.publishStatus);
  const contract = contractStage(progress.contractStatus);
  const derived = (node: number): boolean => {
    if (node === 1) return true;
    if (node === 2) return contract === 'awaiting' || contract === 'signed';
    if (node === 3) return contract === 'signed';
    return false;
  };
  return FLOW_NODES.map((code, index) => {
    const node = index + 1;
    if (published) return true;
    if (contract === 'refused' && node >= 2) return false;
    const given =
      progress.given?.find((candidate) => candidate.code === code) ??
      progress.given?.find((candidate) => candidate.node === node);
    if (given) return given.reached;
    if (progress.currentNode !== null && progress.currentNode !== undefined)
      return node <= progress.currentNode;
    return derived(node);
  });
}

/** lcaValidateStatus is per product (business.md 3): a correction when any product needs one, else the first given. */
export function applicationLcaValidateStatus(statuses: readonly StatusValue[]): string | null {
  const known = statuses
    .map((status) => statusOf(status))
    .filter((status): status is string => status !== null);
  return known.includes(LcaValidateStatus.CorrectionRequested)
    ? LcaValidateStatus.CorrectionRequested
    : (known[0] ?? null);
}

/** The tabs an application is listed under: its products' types once each, EPD first; `fallback`, then EPD, if none says. */
export function declarationTypes(
  productTypes: readonly (string | null | undefined)[],
  fallback?: string | null,
): ('EPD' | 'CFP')[] {
  const named = productTypes.filter((type): type is string => Boolean(type));
  const types = new Set(
    (named.length > 0 ? named : [fallback ?? null]).map((type) =>
      declarationType(type?.toUpperCase() ?? null),
    ),
  );
  return (['EPD', 'CFP'] as const).filter((type) => types.has(type));
}

/** A low-carbon steel evaluation (business.md 2.2): submitted until the platform publishes it. */
export function evaluationStage(publishStatus: StatusValue): 'submitted' | 'published' {
  return isPublished(publishStatus) ? 'published' : 'submitted';
}

/**
 * The LCA data check as the card tells it (business.md 4): 2 asks for a correction; 0 after a correction was asked
 * waits for the platform's new check. Status 0 alone does not say whether a correction came before (a new
 * application has 0 too): the platform's correction note says so where it is given, else the answer to
 * "confirm data change" in this page (`sentHere`).
 */
export function lcaCheckStage(state: {
  lcaValidateStatus: StatusValue;
  publishStatus: StatusValue;
  correctionNoted: boolean;
  sentHere: boolean;
}): 'none' | 'correctionRequested' | 'correctionSent' {
  if (isPublished(state.publishStatus)) return 'none';
  const status = statusOf(state.lcaValidateStatus);
  if (status === LcaValidateStatus.CorrectionRequested) return 'correctionRequested';
  if (status === LcaValidateStatus.AwaitingCheck && (state.correctionNoted || state.sentHere))
    return 'correctionSent';
  return 'none';
}

/** What happens next on a card, after the company's last act or the platform's (business.md 4), most pressing first. */
export type NextStep =
  | 'quoteComing'
  | 'confirmQuote'
  | 'newQuote'
  | 'contractComing'
  | 'confirmContract'
  | 'newContract'
  | 'correctLca'
  | 'correctionSent'
  | 'inProgress'
  | 'published';

export function nextStep(state: ApplicationState & { lcaCheck: ReturnType<typeof lcaCheckStage> }): NextStep {
  if (isPublished(state.publishStatus)) return 'published';
  if (state.lcaCheck === 'correctionRequested') return 'correctLca';
  if (state.lcaCheck === 'correctionSent') return 'correctionSent';
  const quote = quoteStage(state.quoteStatus);
  const contract = contractStage(state.contractStatus);
  if (contract === 'awaiting') return 'confirmContract';
  if (contract === 'refused') return 'newContract';
  if (contract === 'signed') return 'inProgress';
  if (quote === 'awaiting') return 'confirmQuote';
  if (quote === 'refused') return 'newQuote';
  if (quote === 'confirmed') return 'contractComing';
  return 'quoteComing';
}

export function applicationActions(state: ApplicationState): ApplicationActions {
  const quote = quoteStage(state.quoteStatus);
  const contract = contractStage(state.contractStatus);
  const published = isPublished(state.publishStatus);
  // A published application is closed: nothing left to correct.
  const correction = isCorrectionRequested(state.lcaValidateStatus) && !published;
  return {
    quoteShown: quote !== 'none',
    confirmQuote: quote === 'awaiting',
    refuseQuote: quote === 'awaiting',
    contractAttachment: contractHasAttachment(state.contractStatus),
    confirmContract: contract === 'awaiting',
    refuseContract: contract === 'awaiting',
    replaceFiles: correction,
    confirmDataChange: correction,
    downloadCertificate: published,
    downloadMark: published,
  };
}

/** Acting on an application (confirm, refuse, replace, download) needs an authenticated company (status 1). */
export function companyMayAct(companyStatus: StatusValue): boolean {
  return statusOf(companyStatus) === CompanyStatus.Authenticated;
}
