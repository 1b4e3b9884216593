/** Why an account may not take the LCA trial yet (accounts.md 1, 4.2, 6): audit 0 or 2. Client-safe. */
export type LcaTrialBlock = 'auditPending' | 'auditRejected';
