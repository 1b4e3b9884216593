import * as z from 'zod';

/**
 * What the portal remembers of the signed-in user (accounts.md 3, portalUserVO), and the only
 * part of the session the browser may see. Wire names stay as the spec writes them.
 */
export const userSnapshotSchema = z.object({
  id: z.union([z.number(), z.string()]),
  userName: z.string().nullish(),
  userAccount: z.string(),
  companyName: z.string().nullish(),
  companyCode: z.string().nullish(),
  auditStatus: z.union([z.number(), z.string()]).nullish(),
  accountType: z.union([z.number(), z.string()]).nullish(),
  companyType: z.union([z.number(), z.string()]).nullish(),
  companyStatus: z.union([z.number(), z.string()]).nullish(),
});

export type UserSnapshot = z.infer<typeof userSnapshotSchema>;

/** The user's state as upstream tells it now (not as the session snapshot remembers it): the DTO the
 * page and BFF guards load fresh (lib/guards/page-access.ts) and hand to pages and components. */
export type FreshUser = UserSnapshot & {
  userStatus: string | number | null;
  companyEmail: string | null;
  companyId: string | number | null;
  reasonReject: string | null;
};
