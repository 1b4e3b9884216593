/** One of the user's PCR applications (business.md 3 "PCR application": the company and the product). */
export type PcrApplicationItem = {
  key: string;
  company: string;
  product: string;
  appliedAt: string | null;
};

export type PcrApplicationsPage = { items: PcrApplicationItem[]; total: number };

/** `unavailable`: the platform does not know the assumed call; `failed`: it did not answer now. */
export type PcrApplicationsState =
  ({ kind: 'list'; page: number } & PcrApplicationsPage) | { kind: 'unavailable' } | { kind: 'failed' };

export const PCR_APPLICATIONS_PAGE_SIZE = 10;

export const PCR_APPLICATIONS_ANCHOR = 'pcr-applications';
