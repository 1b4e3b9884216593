import { hashPassword } from '../../accounts/password-hash.ts';
import { AccountType } from '../../accounts/users.ts';
import { execute } from '../../db/sql.ts';
import type { SeedModule } from '../seed-module.ts';
import { demoAccounts } from './accounts-data.ts';

/** The demo accounts with fixed ids, and their companies. Only an authenticated company's code is on the user. */
export const accountsSeed: SeedModule = {
  name: 'accounts',
  run({ db }) {
    const now = Date.now();
    for (const account of demoAccounts) {
      const isEmail = account.account.includes('@');
      const company = account.company;
      execute(
        db,
        `INSERT INTO users (id, user_account, account_type, user_name, company_name, company_code, audit_status,
                            reason_reject, user_status, locked, password_hash, industry_category, company_form,
                            company_type, contacts, department, job, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        account.id,
        account.account,
        isEmail ? AccountType.Email : AccountType.Phone,
        account.userName,
        account.companyName,
        company?.status === 1 ? company.code : null,
        account.auditStatus,
        account.reasonReject ?? null,
        account.locked ? 1 : 0,
        account.password ? hashPassword(account.password) : null,
        account.industryCategory,
        account.companyForm,
        account.companyType,
        account.contacts,
        account.department,
        account.job,
        now,
        now,
      );
      if (!company) continue;
      execute(
        db,
        `INSERT INTO user_companies (user_id, company_name, company_code, company_email, company_status,
                                     company_type, address, legal_representative, contact_name, zip_code,
                                     contact_phone, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        account.id,
        company.name,
        company.code,
        company.email,
        company.status,
        account.companyType,
        company.address,
        company.legalRepresentative,
        company.contactName,
        company.zipCode,
        company.contactPhone,
        now,
        now,
      );
    }
  },
};
