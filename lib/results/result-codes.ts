/** The result page's codes (accounts.md 4.9, business.md 2.1, 2.2 "Result page"); a missing or unknown type is 'other'. */
/** The list a submission now sits in comes first among the links (docs/spec-readings.md "Result page links"). */
export const RESULT_CODES = ['EPD', 'CFP', '1', '2', '4', '5', '6', '7', '10', 'other'] as const;
export type ResultCode = (typeof RESULT_CODES)[number];

/** The code of a verification request (business.md 2.2: "other: verification application submitted"). */
export const VERIFICATION_RESULT: ResultCode = 'other';

export type ResultLink =
  'user' | 'home' | 'continueApplication' | 'mineEpd' | 'mineCfp' | 'mineLces' | 'minePcr' | 'verification';

const LINKS: Record<ResultCode, ResultLink[]> = {
  EPD: ['mineEpd', 'user', 'home'],
  CFP: ['mineCfp', 'user', 'home'],
  '1': ['mineEpd', 'user', 'home'],
  '2': ['minePcr', 'user', 'home'],
  // The new password ends every session of the account (upstream/README.md): "return home", and sign in again there.
  '4': ['home'],
  '5': ['user', 'home'],
  '6': ['home', 'user'],
  '7': ['user', 'home'],
  '10': ['continueApplication', 'mineLces', 'user'],
  other: ['verification', 'user', 'home'],
};

export const RESULT_LINK_HREF: Record<ResultLink, string> = {
  user: '/user',
  home: '/',
  continueApplication: '/dtpfg/dtpfgApplyFor',
  mineEpd: '/epd/mineEpd?type=EPD',
  mineCfp: '/epd/mineEpd?type=CFP',
  mineLces: '/epd/mineEpd?type=LCES',
  minePcr: '/Pcr/minePcr#pcr-applications',
  verification: '/epd/verification',
};

export function resultFor(type: string | undefined): { code: ResultCode; links: ResultLink[] } {
  const code = (RESULT_CODES as readonly string[]).includes(type ?? '') ? (type as ResultCode) : 'other';
  return { code, links: LINKS[code] };
}
