import * as z from '@/lib/validation/zod';

/**
 * What the portal remembers of the signed-in user (accounts.md 3, portalUserVO), and the only
 * part of the session the browser may see. Wire names stay as the spec writes them. Shared with the
 * browser's declarations (lib/accounts/endpoints.ts), so written with zod/mini like them.
 */
export const userSnapshotSchema = z.object({
  id: z.union([z.number(), z.string()]),
  userName: z.nullish(z.string()),
  userAccount: z.string(),
  companyName: z.nullish(z.string()),
  companyCode: z.nullish(z.string()),
  auditStatus: z.nullish(z.union([z.number(), z.string()])),
  accountType: z.nullish(z.union([z.number(), z.string()])),
  companyType: z.nullish(z.union([z.number(), z.string()])),
  companyStatus: z.nullish(z.union([z.number(), z.string()])),
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
