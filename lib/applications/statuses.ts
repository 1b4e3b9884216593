import { CompanyStatus, statusOf } from '@/lib/accounts/statuses';

/**
 * The one decision table of an EPD/CFP application's states (business.md 3, 4; upstream README
 * "Applications"): components ask it what may be shown or done, never compare bare numbers.
 */
export const QuoteStatus = { NotQuoted: '0', AwaitingConfirmation: '1', Confirmed: '2', Refused: '3' } as const;
export const ContractStatus = { NotInitiated: '0', Drafting: '1', AwaitingConfirmation: '2', Signed: '3', Refused: '4' } as const;
export const LcaValidateStatus = { AwaitingCheck: '0', Accepted: '1', CorrectionRequested: '2' } as const;
export const PublishStatus = { Unpublished: '0', Published: '1' } as const;

/** What an application's product is declared as, for its words ("CFP report", not "EPD report"): CFP, else EPD. */
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

/** What the applicant may see and do with an application in this state. */
export type ApplicationActions = {
  /** The quote dialog has a quote to show (and its PDF). */
  quoteShown: boolean;
  confirmQuote: boolean;
  refuseQuote: boolean;
  /** The contract's attachment is shown (status above 1). */
  contractAttachment: boolean;
  confirmContract: boolean;
  refuseContract: boolean;
  /** LCA correction: the re-upload buttons and "confirm data change". */
  replaceFiles: boolean;
  confirmDataChange: boolean;
  /** Published: the certificate and the carbon mark download. */
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
