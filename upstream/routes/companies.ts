import type { Context } from 'hono';
import * as z from 'zod';
import { emailSchema } from '../accounts/account-rules.ts';
import { forbidden, REFUSAL_CODE } from '../accounts/refusals.ts';
import { childRegions, COUNTRY_CODE, findRegion } from '../accounts/regions.ts';
import type { UserCompanyRow } from '../accounts/user-companies.ts';
import {
  COMPANY_COLUMNS,
  CompanyStatus,
  companyAnswer,
  findUserCompany,
} from '../accounts/user-companies.ts';
import type { UserRow } from '../accounts/users.ts';
import { findUserById } from '../accounts/users.ts';
import type { UpstreamApp, UpstreamDeps, UpstreamEnv } from '../context.ts';
import { execute, inTransaction, queryOne } from '../db/sql.ts';
import { requireUser } from '../http/auth.ts';
import { fail, ok } from '../http/envelope.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { readJsonBody } from '../http/validate.ts';

// A user's company and its authentication (accounts.md 3 and 4.3, business.md 5):
// the status, the authentication form, and the company e-mail.

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const regionCode = z.coerce
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Invalid region code');
const attachmentId = z.coerce.number().int().positive();

// business.md 5 "Company authentication": credit code exactly 18 characters, company
// name 5–32, e-mail, address, legal representative, contact, zip code, contact phone,
// and the licence and billing information attachments (uploaded first).
const insertBody = z.object({
  companyCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-Z]{18}$/, 'The unified social credit code has 18 digits and capital letters'),
  companyName: text(5, 32),
  companyEmail: emailSchema,
  province: regionCode,
  city: z.preprocess((value) => (value === '' ? null : value), regionCode.nullable().optional()),
  address: text(1, 100),
  legalPerson: text(1, 32),
  contacts: text(1, 32),
  zipCode: z.coerce
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The zip code has 6 digits'),
  contactPhone: z
    .string()
    .trim()
    .regex(/^[0-9+\-() ]{5,20}$/, 'Invalid phone number'),
  licenseAttachmentId: attachmentId,
  billAttachmentId: attachmentId,
});

const updateMailBody = z.object({ companyEmail: emailSchema, id: z.coerce.number().int().positive() });

const refusals = {
  notFound: { zh: '企业不存在', en: 'Company not found' },
  underReview: {
    zh: '企业认证正在审核中，请勿重复提交',
    en: 'Your company authentication is under review; it cannot be submitted again',
  },
  authenticated: { zh: '企业已完成认证', en: 'Your company is already authenticated' },
  notAuthenticated: {
    zh: '企业认证通过后才能修改企业邮箱',
    en: 'The company e-mail can be changed once the company is authenticated',
  },
} as const;

export function registerCompanyRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
  const currentUser = (c: Context<UpstreamEnv>): UserRow => {
    const user = findUserById(db, requireUser(c).userId);
    if (!user) throw unauthorized();
    return user;
  };

  // GET /p/portal/company/user/{userId} – the caller's company and its authentication
  // status (null not authenticated, 0 under review, 1 authenticated, 2 not approved).
  app.get('/p/portal/company/user/:userId', (c) => {
    const user = currentUser(c);
    if (c.req.param('userId') !== String(user.id)) throw forbidden();
    return ok(c, companyAnswer(db, user, requestLanguage(c)));
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
    if (!company) return fail(c, REFUSAL_CODE, refusals.notFound[requestLanguage(c)]);
    return ok(c, {
      id: company.id,
      companyName: company.companyName,
      companyCode: company.companyCode,
      companyType: company.companyType,
      companyStatus: company.companyStatus,
    });
  });

  // POST /p/company/insert/uc – submits the company authentication form: the company
  // goes under review (status 0). Refused while under review or once authenticated;
  // after a "not approved" (2) the form may be submitted again.
  app.post('/p/company/insert/uc', async (c) => {
    const user = currentUser(c);
    const body = await readJsonBody(c, insertBody);
    const language = requestLanguage(c);

    const status = findUserCompany(db, user.id)?.companyStatus ?? null;
    if (status === CompanyStatus.UnderReview) return fail(c, REFUSAL_CODE, refusals.underReview[language]);
    if (status === CompanyStatus.Authenticated) {
      return fail(c, REFUSAL_CODE, refusals.authenticated[language]);
    }

    const province = findRegion(db, body.province);
    if (province?.parentCode !== COUNTRY_CODE) throw badRequest('province: not a provincial-level division');
    const cities = childRegions(db, province.code);
    const city = body.city ? findRegion(db, body.city) : undefined;
    if (body.city && city?.parentCode !== province.code) {
      throw badRequest(`city: not a city of ${province.nameZh}`);
    }
    if (!city && cities.length > 0) throw badRequest('city: required');

    for (const [field, id] of [
      ['licenseAttachmentId', body.licenseAttachmentId],
      ['billAttachmentId', body.billAttachmentId],
    ] as const) {
      const uploaded = queryOne(
        db,
        'SELECT 1 FROM attachments WHERE id = ? AND uploaded_by = ?',
        id,
        user.id,
      );
      if (!uploaded) throw badRequest(`${field}: not a file you uploaded`);
    }

    const at = now();
    const values = [
      body.companyName,
      body.companyCode,
      body.companyEmail,
      CompanyStatus.UnderReview,
      user.companyType,
      province.code,
      province.nameZh,
      city?.code ?? null,
      city?.nameZh ?? null,
      body.address,
      body.legalPerson,
      body.contacts,
      body.zipCode,
      body.contactPhone,
      body.licenseAttachmentId,
      body.billAttachmentId,
      at,
    ];
    inTransaction(db, () => {
      const updated = execute(
        db,
        `UPDATE user_companies
            SET company_name = ?, company_code = ?, company_email = ?, company_status = ?, company_type = ?,
                province_code = ?, province_name = ?, city_code = ?, city_name = ?, address = ?,
                legal_representative = ?, contact_name = ?, zip_code = ?, contact_phone = ?,
                licence_attachment_id = ?, bill_attachment_id = ?, submitted_at = ?,
                review_reason = NULL, reviewed_at = NULL, updated_at = ?
          WHERE user_id = ?`,
        ...values,
        at,
        user.id,
      );
      if (updated.changes === 0) {
        execute(
          db,
          `INSERT INTO user_companies (company_name, company_code, company_email, company_status, company_type,
                                       province_code, province_name, city_code, city_name, address,
                                       legal_representative, contact_name, zip_code, contact_phone,
                                       licence_attachment_id, bill_attachment_id, submitted_at,
                                       user_id, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          ...values,
          user.id,
          at,
          at,
        );
      }
    });
    return ok(c, companyAnswer(db, user, language));
  });

  // POST /p/company/updateMail – changes the e-mail of the caller's authenticated company
  // (`id` is the company's id from the status answer); answers the company as the status call does.
  app.post('/p/company/updateMail', async (c) => {
    const user = currentUser(c);
    const body = await readJsonBody(c, updateMailBody);
    const language = requestLanguage(c);
    const company = findUserCompany(db, user.id);
    if (!company) return fail(c, REFUSAL_CODE, refusals.notFound[language]);
    if (company.id !== body.id) throw forbidden();
    if (company.companyStatus !== CompanyStatus.Authenticated) {
      return fail(c, REFUSAL_CODE, refusals.notAuthenticated[language]);
    }
    execute(
      db,
      'UPDATE user_companies SET company_email = ?, updated_at = ? WHERE id = ?',
      body.companyEmail,
      now(),
      company.id,
    );
    return ok(c, companyAnswer(db, user, language));
  });
}
