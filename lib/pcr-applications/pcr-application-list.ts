// What /Pcr/minePcr's list of the user's PCR applications needs, without zod (README "Page
// weight"): the item it shows, its page size and where it sits on the page.

/** One of the user's PCR applications (business.md 3 "PCR application": the company and the product). */
export type PcrApplicationItem = {
  /** The platform's id, or the item's place in the list when the platform gives none. */
  key: string;
  company: string;
  product: string;
  /** "YYYY-MM-DD HH:mm" China time; null when the platform does not say. */
  appliedAt: string | null;
};

export type PcrApplicationsPage = { items: PcrApplicationItem[]; total: number };

/**
 * The list as the page shows it: a page of it; `unavailable` when the platform does not know the
 * assumed call (404, or an answer that is not its envelope); `failed` when it did not answer now.
 */
export type PcrApplicationsState = ({ kind: 'list'; page: number } & PcrApplicationsPage) | { kind: 'unavailable' } | { kind: 'failed' };

export const PCR_APPLICATIONS_PAGE_SIZE = 10;

/** The list's anchor on /Pcr/minePcr: the result page after a PCR application leads here. */
export const PCR_APPLICATIONS_ANCHOR = 'pcr-applications';
