/**
 * The result page's codes (accounts.md 4.9, business.md 2.1 and 2.2 "Result page"): a code picks
 * the message and the way on. EPD and CFP (and type 1, the routing table's "after EPD
 * application") follow an application, 2 a PCR application, 4 a password change, 5 a log-off
 * request, 6 feedback, 7 a registration, 10 a low-carbon steel application; anything else
 * ('other', also a missing or unknown type) is a verification request.
 *
 * The spec's links are "to /user or /", and code 10's "continue application" to
 * /dtpfg/dtpfgApplyFor. Where the portal has the list the submission now sits in, that list comes
 * first (a reading: the spec's old portal had none of these lists): EPD and CFP to /epd/mineEpd of
 * that type, PCR to its list on /Pcr/minePcr, a verification request to /epd/verification; code 10 follows the
 * evaluation in My EPD's low-carbon steel tab after its "continue application". Code 5's countdown
 * is unused in the spec and not shown.
 */
export const RESULT_CODES = ['EPD', 'CFP', '1', '2', '4', '5', '6', '7', '10', 'other'] as const;
export type ResultCode = (typeof RESULT_CODES)[number];

/** The code of a verification request (business.md 2.2: "other: verification application submitted"). */
export const VERIFICATION_RESULT: ResultCode = 'other';

export type ResultLink = 'user' | 'home' | 'continueApplication' | 'mineEpd' | 'mineCfp' | 'mineLces' | 'minePcr' | 'verification';

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
  // The list of the user's PCR applications on that page (lib/pcr-applications/pcr-application-list.ts).
  minePcr: '/Pcr/minePcr#pcr-applications',
  verification: '/epd/verification',
};

export function resultFor(type: string | undefined): { code: ResultCode; links: ResultLink[] } {
  const code = (RESULT_CODES as readonly string[]).includes(type ?? '') ? (type as ResultCode) : 'other';
  return { code, links: LINKS[code] };
}
