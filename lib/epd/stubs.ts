/** business.md 3: `isDataStubs` / `isReportStubs` 3 means anchored on the blockchain. */
export const STUBS_ANCHORED = '3';
