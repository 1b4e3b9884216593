import type { Migration } from '../migrate.ts';

// Files users upload (POST /p/attachment/upload) and what the company authentication
// form stores beyond 006 (business.md 5: the region cascade; accounts.md 4.3: a review).
export const uploadsAndCompanyAuthenticationMigration: Migration = {
  version: 13,
  name: 'uploads-and-company-authentication',
  up(db) {
    db.exec(`
      -- uploaded_by: the user who uploaded the file; NULL for the platform's own files
      -- (seeded content). report_type: as the upload form sent it, or NULL.
      ALTER TABLE attachments ADD COLUMN uploaded_by INTEGER;
      ALTER TABLE attachments ADD COLUMN report_type TEXT;
      CREATE INDEX attachments_by_uploader ON attachments (uploaded_by);

      -- Region codes (regions, 012) and their Chinese names as submitted; address is the
      -- street address typed under them. review_reason: the back office's HTML note when
      -- it sets status 2. submitted_at / reviewed_at: epoch ms of the last of each.
      ALTER TABLE user_companies ADD COLUMN province_code TEXT;
      ALTER TABLE user_companies ADD COLUMN province_name TEXT;
      ALTER TABLE user_companies ADD COLUMN city_code TEXT;
      ALTER TABLE user_companies ADD COLUMN city_name TEXT;
      ALTER TABLE user_companies ADD COLUMN review_reason TEXT;
      ALTER TABLE user_companies ADD COLUMN submitted_at INTEGER;
      ALTER TABLE user_companies ADD COLUMN reviewed_at INTEGER;
    `);
  },
};
