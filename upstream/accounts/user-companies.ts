import type { DatabaseSync } from 'node:sqlite';
import { queryOne } from '../db/sql.ts';
import { formatChinaDateTime } from '../http/china-date-time.ts';
import type { Language } from '../http/language.ts';
import { localise } from '../http/language.ts';
import { findRegion } from './regions.ts';
import type { UserRow } from './users.ts';

// A user's company and its authentication state (accounts.md 3 and 4.3, business.md 5).

/** null (no row, or a row without status): not authenticated. */
export const CompanyStatus = { UnderReview: 0, Authenticated: 1, NotApproved: 2 } as const;

export type UserCompanyRow = {
  id: number;
  userId: number;
  companyName: string;
  companyCode: string | null;
  companyEmail: string | null;
  companyStatus: number | null;
  companyType: number | null;
  provinceCode: string | null;
  provinceName: string | null;
  cityCode: string | null;
  cityName: string | null;
  address: string | null;
  legalRepresentative: string | null;
  contactName: string | null;
  zipCode: string | null;
  contactPhone: string | null;
  licenceAttachmentId: number | null;
  billAttachmentId: number | null;
  reviewReason: string | null;
  submittedAt: number | null;
  reviewedAt: number | null;
};

export const COMPANY_COLUMNS = `id, user_id AS userId, company_name AS companyName, company_code AS companyCode,
  company_email AS companyEmail, company_status AS companyStatus, company_type AS companyType,
  province_code AS provinceCode, province_name AS provinceName, city_code AS cityCode, city_name AS cityName,
  address, legal_representative AS legalRepresentative, contact_name AS contactName,
  zip_code AS zipCode, contact_phone AS contactPhone, licence_attachment_id AS licenceAttachmentId,
  bill_attachment_id AS billAttachmentId, review_reason AS reviewReason, submitted_at AS submittedAt,
  reviewed_at AS reviewedAt`;

export function findUserCompany(db: DatabaseSync, userId: number): UserCompanyRow | undefined {
  return queryOne<UserCompanyRow>(
    db,
    `SELECT ${COMPANY_COLUMNS} FROM user_companies WHERE user_id = ?`,
    userId,
  );
}

/**
 * What GET /p/portal/company/user/{userId} answers. With no company submitted yet every
 * field is null except the name the user registered with and the company type.
 */
export function companyAnswer(db: DatabaseSync, user: UserRow, language: Language) {
  const company = findUserCompany(db, user.id);
  if (!company) {
    return {
      id: null,
      userId: user.id,
      companyName: user.companyName,
      companyCode: null,
      companyEmail: null,
      companyStatus: null,
      companyType: user.companyType,
    };
  }
  const regionName = (code: string | null, stored: string | null): string | null => {
    const region = code ? findRegion(db, code) : undefined;
    return region ? localise(language, region.nameZh, region.nameEn) : stored;
  };
  return {
    id: company.id,
    userId: company.userId,
    companyName: company.companyName,
    companyCode: company.companyCode,
    companyEmail: company.companyEmail,
    companyStatus: company.companyStatus,
    companyType: company.companyType,
    province: company.provinceCode,
    provinceName: regionName(company.provinceCode, company.provinceName),
    city: company.cityCode,
    cityName: regionName(company.cityCode, company.cityName),
    address: company.address,
    legalPerson: company.legalRepresentative,
    // The name this answer had before the authentication form arrived; same value.
    legalRepresentative: company.legalRepresentative,
    contacts: company.contactName,
    zipCode: company.zipCode,
    contactPhone: company.contactPhone,
    licenseAttachmentId: company.licenceAttachmentId,
    billAttachmentId: company.billAttachmentId,
    reviewReason: company.reviewReason,
    submitTime: company.submittedAt === null ? null : formatChinaDateTime(company.submittedAt),
    reviewTime: company.reviewedAt === null ? null : formatChinaDateTime(company.reviewedAt),
  };
}
