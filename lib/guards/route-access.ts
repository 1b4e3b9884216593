import { AuditStatus, CompanyStatus, statusOf } from '@/lib/viewer/statuses';
import type { AccessDecision } from '@/lib/viewer/access';
import { visitorReturnPath } from './product-return';

/**
 * The one decision table of route guards (DESIGN.md "Guards"). `proxy.ts` applies it
 * optimistically from the session snapshot; pages and BFF handlers apply it again with fresh
 * upstream data before they show or change anything.
 */

/** How a route treats the company authentication status (accounts.md 4.3, DESIGN.md readings). */
type CompanyRule =
  /**
   * Application flow (/epd/epdApplyFor, /dtpfg/dtpfgApplyFor): 1 applies; 0 warns and stays; null
   * or 2 warn and go to /enterprise.
   */
  | 'application'
  /** The authentication form itself: 0 (under review) and 1 (done) go home. */
  | 'authenticationForm';

export type RouteRule = {
  path: string;
  /** Also guards every path below it (`/textmessage/…`, `/apppdf/…`). */
  prefix?: boolean;
  login: boolean;
  /** Personal audit 0 blocks and 2 sends to /userinfo (accounts.md 4.2): business pages, PDFs, downloads. */
  audit?: boolean;
  company?: CompanyRule;
  /** Where a visitor goes instead of the home page's login dialog (the mobile flow). */
  loginPage?: (pathname: string, viewer: AccessSubject) => string;
};

export const ROUTE_RULES: readonly RouteRule[] = [
  // business.md 2.1: "Marked as requiring login".
  { path: '/Epd', login: true },
  { path: '/information', login: true },
  { path: '/user', login: true },
  { path: '/changepassword', login: true },
  { path: '/passpassword', login: true },
  { path: '/enterprise', login: true, audit: true, company: 'authenticationForm' },
  { path: '/epd/epdApplyFor', login: true, audit: true, company: 'application' },
  // The rest of the signed-in area: a user's own applications, messages and files.
  { path: '/userinfo', login: true },
  { path: '/textmessage', prefix: true, login: true },
  { path: '/epd/mineEpd', login: true, audit: true },
  { path: '/Epd/mineEpd', login: true, audit: true },
  { path: '/epd/verification', login: true, audit: true },
  { path: '/myLists', login: true, audit: true },
  { path: '/myDetails', login: true, audit: true },
  { path: '/Pcr/pcrApplyFor', login: true, audit: true },
  { path: '/Pcr/minePcr', login: true, audit: true },
  // No row: /Feedback is open to visitors, who send it as users do (business.md 2.2 and 5 ask only
  // for the fields and the slider puzzle; its endpoint is `public`).
  // business.md 2.1: "needs login and company approval"; DESIGN.md: the application's company gate.
  { path: '/dtpfg/dtpfgApplyFor', login: true, audit: true, company: 'application' },
  // business.md 2.2: without a token the mobile viewer returns to the product page it was opened
  // from (whose "view PDF" asks for the mobile login); unknown there, to the mobile login itself.
  {
    path: '/apppdf',
    prefix: true,
    login: true,
    audit: true,
    loginPage: (pathname, viewer) => visitorReturnPath(viewer.productReturn, safeDecode(pathname.split('/')[2] ?? '')),
  },
];

export type AccessSubject = {
  signedIn: boolean;
  /** The product pages this browser opened (lib/epd/product-return.ts), for the mobile viewer's way back. */
  productReturn?: string | null;
  auditStatus?: string | number | null;
  companyStatus?: string | number | null;
};

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function ruleFor(pathname: string): RouteRule | undefined {
  return ROUTE_RULES.find((rule) => pathname === rule.path || (rule.prefix && pathname.startsWith(`${rule.path}/`)));
}

function decideCompany(rule: CompanyRule, status: string | null): AccessDecision {
  const authenticated = status === CompanyStatus.Authenticated;
  const underReview = status === CompanyStatus.UnderReview;
  switch (rule) {
    case 'authenticationForm':
      // DESIGN.md: /enterprise redirects to / when the status is 0 or 1.
      if (authenticated) return { kind: 'redirect', to: '/', notice: 'companyAlreadyAuthenticated' };
      if (underReview) return { kind: 'redirect', to: '/', notice: 'companyPending' };
      return { kind: 'allow' };
    case 'application':
      if (authenticated) return { kind: 'allow' };
      if (underReview) return { kind: 'block', notice: 'companyPending' };
      // business.md 4: null or '2' count as not authenticated in the application flow: both go to the
      // form. '2' is also warned as what it is (accounts.md 4.3, DESIGN.md "header flow for company
      // status 2: warning"): the authentication was turned down, the reason is in the messages.
      return { kind: 'redirect', to: '/enterprise', notice: status === CompanyStatus.Rejected ? 'companyRejected' : 'companyRequired' };
  }
}

/** What happens when `viewer` asks for `pathname` (without the locale prefix). */
export function decideAccess(pathname: string, viewer: AccessSubject): AccessDecision {
  const rule = ruleFor(pathname);
  if (!rule) return { kind: 'allow' };
  if (rule.login && !viewer.signedIn) return rule.loginPage ? { kind: 'login', page: rule.loginPage(pathname, viewer) } : { kind: 'login' };
  if (rule.audit) {
    const audit = statusOf(viewer.auditStatus);
    if (audit === AuditStatus.UnderReview) return { kind: 'block', notice: 'auditPending' };
    if (audit === AuditStatus.Rejected) return { kind: 'redirect', to: '/userinfo', notice: 'auditRejected' };
  }
  return rule.company ? decideCompany(rule.company, statusOf(viewer.companyStatus)) : { kind: 'allow' };
}
