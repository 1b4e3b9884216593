/**
 * The signed-in user as the portal keeps and shows it (accounts.md 3, portalUserVO): the only part
 * of the session the browser may see. Wire names stay as the spec writes them; lib/accounts/server/sign-in.ts
 * maps the login answer onto it once.
 */
export type UserSnapshot = {
  id: number | string;
  userName?: string | null;
  userAccount: string;
  companyName?: string | null;
  companyCode?: string | null;
  auditStatus?: number | string | null;
  accountType?: number | string | null;
  companyType?: number | string | null;
  companyStatus?: number | string | null;
};

/** The user's state as upstream tells it now, loaded fresh by the guards (lib/guards/page-access.ts). */
export type FreshUser = UserSnapshot & {
  userStatus: string | number | null;
  companyEmail: string | null;
  companyId: string | number | null;
  reasonReject: string | null;
};
