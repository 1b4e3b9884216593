/** REGISTRATION_C2F is the user agreement, PRIVACY_C2F the privacy / data-use policy (accounts.md 2.8). */
export const AGREEMENT_TYPES = ['REGISTRATION_C2F', 'PRIVACY_C2F'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

/** One version of an agreement as its page shows it; the text is sanitised on the server. */
export type AgreementText = {
  agreementVersion: string;
  publishTime?: string | null;
  failureTime?: string | null;
  agreementContent?: string | null;
};
