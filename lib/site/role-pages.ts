import { CompanyStatus } from '@/lib/viewer/statuses';

/**
 * The two role landing pages (business.md 2.1: /thirdAgency, /steelMill; the spec gives them no
 * content): what each kind of company does on the platform, its steps in order, and the pages where
 * it does them. Words live under `rolePages.{role}` in messages; this table holds only the shape
 * and the links, all of them routes of the spec's routing table.
 */
export type RoleKey = 'steelMill' | 'thirdAgency';

/** The icon of an action card (components/pages/role-landing.tsx draws them). */
export type RoleIcon =
  'apply' | 'document' | 'search' | 'shield' | 'list' | 'leaf' | 'rule' | 'chat' | 'chart' | 'company';

export type RoleAction = { key: string; href: string; icon: RoleIcon; signIn: boolean };

export type RolePage = {
  path: `/${RoleKey}`;
  /** What the company does here, three or four short statements. */
  roles: readonly string[];
  steps: readonly string[];
  actions: readonly RoleAction[];
  /** The primary call to action of the header band, and a second one. */
  primary: { key: string; href: string };
  secondary: { key: string; href: string };
  /** The other role page, offered at the end. */
  other: RoleKey;
  /** What takes the company authentication entry's place once the company is authenticated. */
  afterAuthentication: RoleAction;
};

export const ROLE_PAGES: Record<RoleKey, RolePage> = {
  steelMill: {
    path: '/steelMill',
    roles: ['declare', 'lowCarbon', 'rules', 'trace'],
    steps: ['register', 'authenticate', 'prepare', 'apply', 'verify', 'publish'],
    actions: [
      { key: 'epdService', href: '/Epd', icon: 'document', signIn: true },
      { key: 'epdApply', href: '/epd/epdApplyFor', icon: 'apply', signIn: true },
      { key: 'lowCarbon', href: '/dtpfg/dtpfgApplyFor', icon: 'leaf', signIn: true },
      { key: 'pcrApply', href: '/Pcr/pcrApplyFor', icon: 'rule', signIn: true },
      { key: 'mineEpd', href: '/epd/mineEpd', icon: 'list', signIn: true },
      { key: 'lcaTools', href: '/lcaTools', icon: 'chart', signIn: false },
      { key: 'epdSearch', href: '/epd/epdSearch', icon: 'search', signIn: false },
      { key: 'enterprise', href: '/enterprise', icon: 'company', signIn: true },
    ],
    primary: { key: 'epdService', href: '/Epd' },
    secondary: { key: 'lowCarbon', href: '/dtpfg/dtpfgApplyFor' },
    other: 'thirdAgency',
    afterAuthentication: { key: 'mineDeclarations', href: '/Pcr/minePcr', icon: 'document', signIn: true },
  },
  thirdAgency: {
    path: '/thirdAgency',
    roles: ['check', 'verify', 'rules', 'advise'],
    steps: ['register', 'authenticate', 'lookUp', 'request', 'answer'],
    actions: [
      { key: 'verification', href: '/epd/verification', icon: 'shield', signIn: true },
      { key: 'epdSearch', href: '/epd/epdSearch', icon: 'search', signIn: false },
      { key: 'pcrSearch', href: '/pcr/pcrSearch', icon: 'rule', signIn: false },
      { key: 'gpi', href: '/gpi', icon: 'document', signIn: false },
      { key: 'lca', href: '/Pcr/lca', icon: 'chart', signIn: false },
      { key: 'pcrApply', href: '/Pcr/pcrApplyFor', icon: 'apply', signIn: true },
      { key: 'enterprise', href: '/enterprise', icon: 'company', signIn: true },
      { key: 'feedback', href: '/Feedback', icon: 'chat', signIn: false },
    ],
    primary: { key: 'verification', href: '/epd/verification' },
    secondary: { key: 'epdSearch', href: '/epd/epdSearch' },
    other: 'steelMill',
    afterAuthentication: { key: 'myLists', href: '/myLists', icon: 'list', signIn: true },
  },
};

/** Who looks at a role page: a visitor, or a signed-in user with their company's status (accounts.md 3). */
export type RoleViewer = { signedIn: false } | { signedIn: true; companyStatus: string | null };

/** An action card as the viewer sees it: `badge` marks an entry that asks a visitor to log in first. */
export type ShownRoleAction = RoleAction & { badge: boolean };

const AUTHENTICATION_KEY = 'enterprise';

/**
 * The action cards follow the viewer: the "login required" badge only for visitors; company
 * authentication only while the company is not authenticated (null or '2'); under review it leads to
 * the personal centre where the review shows, and once authenticated the page offers the next step instead.
 */
export function roleActions(page: RolePage, viewer: RoleViewer): ShownRoleAction[] {
  return page.actions.map((action): ShownRoleAction => {
    if (!viewer.signedIn) return { ...action, badge: action.signIn };
    if (action.key !== AUTHENTICATION_KEY) return { ...action, badge: false };
    if (viewer.companyStatus === CompanyStatus.Authenticated)
      return { ...page.afterAuthentication, badge: false };
    if (viewer.companyStatus === CompanyStatus.UnderReview)
      return { key: 'authenticationPending', href: '/user', icon: 'company', signIn: true, badge: false };
    return { ...action, badge: false };
  });
}
