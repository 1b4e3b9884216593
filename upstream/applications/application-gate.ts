import type { DatabaseSync } from 'node:sqlite';
import { CompanyStatus, findUserCompany } from '../accounts/user-companies.ts';
import { AuditStatus, findUserById } from '../accounts/users.ts';
import { unauthorized } from '../http/errors.ts';
import type { Language } from '../http/language.ts';
import type { ApplicationRow, Viewer } from './application-records.ts';
import { canSee, findApplication } from './application-records.ts';
import { applicationRefusal } from './application-texts.ts';

// business.md 6: only an approved user of an authenticated company (status 1) applies, uploads,
// confirms or refuses quotes and contracts, and downloads certificates and marks. The company is
// always the caller's own; no call takes it as a parameter.

export type Applicant = Viewer & { companyCode: string; companyName: string };

/** The caller as an applicant, or the spec's refusal (business.md 8) for what stands in the way. */
export function requireApplicant(db: DatabaseSync, userId: number, language: Language): Applicant {
  const user = findUserById(db, userId);
  if (!user) throw unauthorized();
  if (user.auditStatus === AuditStatus.UnderReview) throw applicationRefusal('auditUnderReview', language);
  if (user.auditStatus === AuditStatus.Rejected) throw applicationRefusal('auditRejected', language);
  const company = findUserCompany(db, userId);
  if (company?.companyStatus === CompanyStatus.UnderReview) {
    throw applicationRefusal('companyUnderReview', language);
  }
  if (company?.companyStatus !== CompanyStatus.Authenticated || !company.companyCode) {
    throw applicationRefusal('companyNotAuthenticated', language);
  }
  return { userId, companyCode: company.companyCode, companyName: company.companyName };
}

/** An application the viewer may see; unknown and someone else's answer alike (code 500, "not found"). */
export function requireVisibleApplication(
  db: DatabaseSync,
  viewer: Viewer,
  id: number,
  language: Language,
): ApplicationRow {
  const application = findApplication(db, id);
  if (!application || !canSee(viewer, application)) throw applicationRefusal('applicationNotFound', language);
  return application;
}
