/**
 * The result page's codes (accounts.md 4.9, business.md 2.1): a code picks the message and the
 * way on. EPD and CFP (and type 1) follow an application, 2 a PCR application, 4 a password
 * change, 5 a log-off request, 6 feedback, 7 a registration, 10 a low-carbon steel application;
 * anything else is a verification request.
 */
export const RESULT_CODES = ['EPD', 'CFP', '1', '2', '4', '5', '6', '7', '10', 'other'] as const;
export type ResultCode = (typeof RESULT_CODES)[number];

export type ResultLink = 'user' | 'home' | 'continueApplication';

const LINKS: Record<ResultCode, ResultLink[]> = {
  EPD: ['user', 'home'],
  CFP: ['user', 'home'],
  '1': ['user', 'home'],
  '2': ['user', 'home'],
  '4': ['home'],
  '5': ['user', 'home'],
  '6': ['home'],
  '7': ['user', 'home'],
  '10': ['continueApplication', 'user'],
  other: ['user', 'home'],
};

export const RESULT_LINK_HREF: Record<ResultLink, string> = {
  user: '/user',
  home: '/',
  continueApplication: '/dtpfg/dtpfgApplyFor',
};

export function resultFor(type: string | undefined): { code: ResultCode; links: ResultLink[] } {
  const code = (RESULT_CODES as readonly string[]).includes(type ?? '') ? (type as ResultCode) : 'other';
  return { code, links: LINKS[code] };
}
