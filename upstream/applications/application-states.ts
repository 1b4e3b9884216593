// The states of an EPD or CFP application (business.md 4), named once. The numbers are the
// wire values the portal reads (quoteStatus, contractStatus, lcaValidateStatus, node).

export const ProductTypes = ['EPD', 'CFP'] as const;
export type ProductType = (typeof ProductTypes)[number];

/** Service quote status: 0 is "no quote yet" (no row); the rest are a quote's own status. */
export const QuoteStatus = { NotQuoted: 0, AwaitingConfirmation: 1, Confirmed: 2, Refused: 3 } as const;

/**
 * Contract status: 0 not initiated (the quote is not confirmed yet), 1 not initiated for now (the
 * quote is confirmed and the platform is drawing up the contract), 2 awaiting the customer's
 * confirmation, 3 signed, 4 refused by the customer (the platform may send a new one).
 */
export const ContractStatus = {
  NotInitiated: 0,
  NotInitiatedForNow: 1,
  AwaitingConfirmation: 2,
  Signed: 3,
  Refused: 4,
} as const;

/**
 * The platform's check of the LCA data: 0 awaiting the check (a new application, or the applicant
 * confirmed a data change), 1 accepted, 2 correction requested (the upload buttons reappear).
 */
export const LcaValidateStatus = { AwaitingCheck: 0, Accepted: 1, CorrectionRequested: 2 } as const;

export const PublishStatus = { NotPublished: 0, Published: 1 } as const;

export type FlowNodeDefinition = { node: number; code: string; zh: string; en: string };

/** business.md 4, "Application flow nodes", in order. */
export const FLOW_NODES: readonly FlowNodeDefinition[] = [
  { node: 1, code: 'EPD_APPLICATION', zh: 'EPD 申请', en: 'EPD application' },
  { node: 2, code: 'CONTRACT_GENERATION', zh: '合同生成', en: 'Contract generation' },
  { node: 3, code: 'LCA_CALCULATION', zh: 'LCA 计算', en: 'LCA calculation' },
  { node: 4, code: 'INDEPENDENT_VERIFICATION', zh: '独立验证', en: 'Independent verification' },
  { node: 5, code: 'REPORT_PRODUCTION', zh: '报告制作', en: 'Report production' },
  { node: 6, code: 'REVIEW_PANEL', zh: '评审会', en: 'Review panel' },
  { node: 7, code: 'REPORT_RELEASE', zh: '报告发布', en: 'Report release' },
];

export const FlowNode = {
  EpdApplication: 1,
  ContractGeneration: 2,
  LcaCalculation: 3,
  IndependentVerification: 4,
  ReportProduction: 5,
  ReviewPanel: 6,
  ReportRelease: 7,
} as const;

/** business.md 5 and 9: 1 to 3 products, names up to 24 characters. */
export const MAX_PRODUCTS = 3;
export const MAX_PRODUCT_NAME_LENGTH = 24;
/** business.md 5 and 9: the file-name limit of the application's uploads. */
export const MAX_APPLICATION_FILE_NAME_LENGTH = 160;

/** Years of validity the programme gives a declaration (as the seeded ones): EPD 5, CFP 3. */
export const VALIDITY_YEARS: Record<ProductType, number> = { EPD: 5, CFP: 3 };
/** Years a low-carbon-emission steel evaluation certificate is valid (the reference upstream's choice). */
export const EVALUATION_VALIDITY_YEARS = 3;

/** What /n/carbon/downloadAttachment serves of a published application or evaluation. */
export const CarbonFileTypes = ['CERT_PDF', 'MARK_IMG'] as const;
export type CarbonFileType = (typeof CarbonFileTypes)[number];
