/** The platform's status values (accounts.md 3, 4.2, 4.3), sent as numbers or strings: compare through `statusOf`. */
export const AuditStatus = { UnderReview: '0', Approved: '1', Rejected: '2' } as const;
export const CompanyStatus = { UnderReview: '0', Authenticated: '1', Rejected: '2' } as const;
export const UserStatus = { CancellationUnderReview: '0', Active: '1' } as const;
export const AccountType = { Phone: '1', Email: '2' } as const;

/** A status as its string form; null, undefined and '' all mean "none" (company not authenticated). */
export function statusOf(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' || text === 'null' ? null : text;
}
