/**
 * Why a signed-in account may not take the LCA trial yet (accounts.md 1, 4.2, 6): its registration
 * is under review (audit 0) or was refused (audit 2). Client-safe: the panel words it.
 */
export type LcaTrialBlock = 'auditPending' | 'auditRejected';
