import { AuditStatus, CompanyStatus, statusOf } from '@/lib/viewer/statuses';
import type { AccessDecision } from '@/lib/viewer/access';
import { visitorReturnPath } from './product-return';

/** The one decision table of route guards (DESIGN.md "Guards"): proxy.ts on the snapshot, pages and BFF with fresh data. */

/** Company status (accounts.md 4.3, DESIGN.md "Guards"): `application` 1 applies, 0 warns and stays, null or 2 go to
 * /enterprise; `authenticationForm` (/enterprise) 0 and 1 go home. */
type CompanyRule = 'application' | 'authenticationForm';

export type RouteRule = {
  path: string;
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
  { path: '/userinfo', login: true },
  { path: '/textmessage', prefix: true, login: true },
  { path: '/epd/mineEpd', login: true, audit: true },
  { path: '/Epd/mineEpd', login: true, audit: true },
  { path: '/epd/verification', login: true, audit: true },
  { path: '/myLists', login: true, audit: true },
  { path: '/myDetails', login: true, audit: true },
  { path: '/Pcr/pcrApplyFor', login: true, audit: true },
  { path: '/Pcr/minePcr', login: true, audit: true },
  // No row for /Feedback: visitors send it too (business.md 2.2, 5).
  // business.md 2.1: "needs login and company approval"; DESIGN.md: the application's company gate.
  { path: '/dtpfg/dtpfgApplyFor', login: true, audit: true, company: 'application' },
  // business.md 2.2: a visitor goes back to the product page it came from, else to the mobile login.
  {
    path: '/apppdf',
    prefix: true,
    login: true,
    audit: true,
    loginPage: (pathname, viewer) =>
      visitorReturnPath(viewer.productReturn, safeDecode(pathname.split('/')[2] ?? '')),
  },
];

export type AccessSubject = {
  signedIn: boolean;
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
  return ROUTE_RULES.find(
    (rule) => pathname === rule.path || (rule.prefix && pathname.startsWith(`${rule.path}/`)),
  );
}

function decideCompany(rule: CompanyRule, status: string | null): AccessDecision {
  const authenticated = status === CompanyStatus.Authenticated;
  const underReview = status === CompanyStatus.UnderReview;
  switch (rule) {
    case 'authenticationForm':
      if (authenticated) return { kind: 'redirect', to: '/', notice: 'companyAlreadyAuthenticated' };
      if (underReview) return { kind: 'redirect', to: '/', notice: 'companyPending' };
      return { kind: 'allow' };
    case 'application':
      if (authenticated) return { kind: 'allow' };
      if (underReview) return { kind: 'block', notice: 'companyPending' };
      // business.md 4: null or '2' go to the form; '2' is warned as turned down (accounts.md 4.3).
      return {
        kind: 'redirect',
        to: '/enterprise',
        notice: status === CompanyStatus.Rejected ? 'companyRejected' : 'companyRequired',
      };
  }
}

export function decideAccess(pathname: string, viewer: AccessSubject): AccessDecision {
  const rule = ruleFor(pathname);
  if (!rule) return { kind: 'allow' };
  if (rule.login && !viewer.signedIn)
    return rule.loginPage ? { kind: 'login', page: rule.loginPage(pathname, viewer) } : { kind: 'login' };
  if (rule.audit) {
    const audit = statusOf(viewer.auditStatus);
    if (audit === AuditStatus.UnderReview) return { kind: 'block', notice: 'auditPending' };
    if (audit === AuditStatus.Rejected) return { kind: 'redirect', to: '/userinfo', notice: 'auditRejected' };
  }
  return rule.company ? decideCompany(rule.company, statusOf(viewer.companyStatus)) : { kind: 'allow' };
}
