/** The signed-in user (accounts.md 3, portalUserVO, wire names kept): the only part of the session the browser sees. */
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

/** The user's state as upstream tells it now, loaded by the guards (lib/guards/server/page-access.ts). */
export type FreshUser = UserSnapshot & {
  userStatus: string | number | null;
  companyEmail: string | null;
  companyId: string | number | null;
  reasonReject: string | null;
};
