/** Zod-free constants of the verification pages (docs/page-weight.md); the schemas and DTOs are in `./schemas`. */

/** business.md 3: `country` is sent as the spec's words, whatever the page's language. */
export const COUNTRIES = ['中国', '国外'] as const;
export type Country = (typeof COUNTRIES)[number];
export const CHINA: Country = '中国';

/** A spec country's message key (`verification.country.*`); another word is shown as it came. */
export const COUNTRY_KEY: Record<Country, 'china' | 'abroad'> = { 中国: 'china', 国外: 'abroad' };
export function countryKey(country: string | null): 'china' | 'abroad' | null {
  return (COUNTRIES as readonly string[]).includes(country ?? '') ? COUNTRY_KEY[country as Country] : null;
}

/** business.md 3: relationalId 0 supplier, 1 customer, 2 other. */
export const RELATIONSHIPS = ['0', '1', '2'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export const VERIFY_STATES = ['1', '2', '3'] as const;
export type VerifyState = (typeof VERIFY_STATES)[number];
/** business.md 4: 1 verification failed (shown in red), 2 succeeded, 3 in verification. */
export const VerifyStates = { Failed: '1', Succeeded: '2', InVerification: '3' } as const satisfies Record<
  string,
  VerifyState
>;

export const POSITION_MAX = 32;
export const REGISTRATION_NUMBER_MAX = 64;
export const COMPANY_NAME_MAX = 100;
export const NOTE_MAX = 500;

export const emptyVerificationForm = () => ({
  userContact: '',
  epdRegistrationNumber: '',
  userPosition: '',
  companyName: '',
  country: '' as Country | '',
  province: '',
  city: '',
  userEmail: '',
  relational: '' as Relationship,
  supplement: '',
  remark: '',
  pdf: null,
});

/** business.md 9: 10 a page, with a size selector. */
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
