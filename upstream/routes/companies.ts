import type { DatabaseSync } from 'node:sqlite';
import { forbidden, REFUSAL_CODE } from '../accounts/refusals.ts';
import { findUserById } from '../accounts/users.ts';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { queryOne } from '../db/sql.ts';
import { requireUser } from '../http/auth.ts';
import { fail, ok } from '../http/envelope.ts';
import { unauthorized } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';

// A user's company and its authentication state (accounts.md 3 and 4.3).

type UserCompanyRow = {
  id: number;
  userId: number;
  companyName: string;
  companyCode: string | null;
  companyEmail: string | null;
  companyStatus: number | null;
  companyType: number | null;
  address: string | null;
  legalRepresentative: string | null;
  contactName: string | null;
  zipCode: string | null;
  contactPhone: string | null;
  licenceAttachmentId: number | null;
  billAttachmentId: number | null;
};

const COMPANY_COLUMNS = `id, user_id AS userId, company_name AS companyName, company_code AS companyCode,
  company_email AS companyEmail, company_status AS companyStatus, company_type AS companyType,
  address, legal_representative AS legalRepresentative, contact_name AS contactName,
  zip_code AS zipCode, contact_phone AS contactPhone, licence_attachment_id AS licenceAttachmentId,
  bill_attachment_id AS billAttachmentId`;

const companyNotFound = { zh: '企业不存在', en: 'Company not found' } as const;

export function findUserCompany(db: DatabaseSync, userId: number): UserCompanyRow | undefined {
  return queryOne<UserCompanyRow>(
    db,
    `SELECT ${COMPANY_COLUMNS} FROM user_companies WHERE user_id = ?`,
    userId,
  );
}

export function registerCompanyRoutes(app: UpstreamApp, { db }: UpstreamDeps): void {
  // GET /p/portal/company/user/{userId} – the caller's company and its authentication
  // status. With no company submitted yet every field is null except the name the
  // user registered with: status null means "not authenticated" (accounts.md 3).
  app.get('/p/portal/company/user/:userId', (c) => {
    const holder = requireUser(c);
    if (c.req.param('userId') !== String(holder.userId)) throw forbidden();
    const user = findUserById(db, holder.userId);
    if (!user) throw unauthorized();
    const company = findUserCompany(db, holder.userId);
    if (!company) {
      return ok(c, {
        id: null,
        userId: user.id,
        companyName: user.companyName,
        companyCode: null,
        companyEmail: null,
        companyStatus: null,
        companyType: user.companyType,
      });
    }
    return ok(c, {
      id: company.id,
      userId: company.userId,
      companyName: company.companyName,
      companyCode: company.companyCode,
      companyEmail: company.companyEmail,
      companyStatus: company.companyStatus,
      companyType: company.companyType,
      address: company.address,
      legalRepresentative: company.legalRepresentative,
      contacts: company.contactName,
      zipCode: company.zipCode,
      contactPhone: company.contactPhone,
      licenseAttachmentId: company.licenceAttachmentId,
      billAttachmentId: company.billAttachmentId,
    });
  });

  // GET /p/company/detail/{companyCode} – a company by credit code; the header reads
  // companyType (4 = third-party agency, accounts.md 2.1). Only what any member of
  // the platform may know about another company is answered.
  app.get('/p/company/detail/:companyCode', (c) => {
    requireUser(c);
    const company = queryOne<UserCompanyRow>(
      db,
      `SELECT ${COMPANY_COLUMNS} FROM user_companies WHERE company_code = ?
        ORDER BY company_status = 1 DESC, id LIMIT 1`,
      c.req.param('companyCode'),
    );
    if (!company) return fail(c, REFUSAL_CODE, companyNotFound[requestLanguage(c)]);
    return ok(c, {
      id: company.id,
      companyName: company.companyName,
      companyCode: company.companyCode,
      companyType: company.companyType,
      companyStatus: company.companyStatus,
    });
  });
}
