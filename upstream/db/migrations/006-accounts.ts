import type { Migration } from '../migrate.ts';

// Users and their own companies (accounts.md 3), and what a token is for.
export const accountsMigration: Migration = {
  version: 6,
  name: 'accounts',
  up(db) {
    db.exec(`
      -- user_account is a mainland mobile number (account_type 1, logs in by SMS code)
      -- or a lower-cased e-mail address (account_type 2, logs in by password).
      -- audit_status: 0 registration under review, 1 approved, 2 rejected (reason_reject is HTML).
      -- user_status: 1 active, 0 cancellation under review (accounts.md 4.7).
      -- Dictionary fields hold item codes (INDUSTRY_CATEGORY, COMPANY_FORM, COMPANY_TYPE)
      -- or item ids (INDUSTRY_CLASSIFICATION, CHANNEL_CLASSIFICATION) as the portal sends them.
      CREATE TABLE users (
        id                     INTEGER PRIMARY KEY,
        user_account           TEXT    NOT NULL UNIQUE,
        account_type           INTEGER NOT NULL CHECK (account_type IN (1, 2)),
        user_name              TEXT,
        company_name           TEXT,
        company_code           TEXT,
        audit_status           INTEGER NOT NULL CHECK (audit_status IN (0, 1, 2)),
        reason_reject          TEXT,
        user_status            INTEGER NOT NULL DEFAULT 1 CHECK (user_status IN (0, 1)),
        locked                 INTEGER NOT NULL DEFAULT 0 CHECK (locked IN (0, 1)),
        password_hash          TEXT,
        industry_category      TEXT,
        company_form           TEXT,
        company_type           INTEGER,
        contacts               TEXT,
        department             TEXT,
        job                    TEXT,
        iprofession_id         TEXT,
        profession_id          TEXT,
        product_type_hierarchy TEXT,
        other_profession       TEXT,
        demand                 TEXT,
        channel_id             TEXT,
        newchannel_id          TEXT,
        other_channel          TEXT,
        created_at             INTEGER NOT NULL,
        updated_at             INTEGER NOT NULL,
        CHECK ((account_type = 2) = (password_hash IS NOT NULL))
      ) STRICT;

      -- A user's company and its authentication (one per user), as submitted on
      -- /enterprise; the public list of declaring companies is \`companies\` (005).
      -- company_status: NULL not authenticated, 0 under review, 1 authenticated,
      -- 2 the third state (accounts.md 3). company_code is the 18-character unified
      -- social credit code. Attachment ids are not foreign keys, as in 004.
      CREATE TABLE user_companies (
        id                    INTEGER PRIMARY KEY,
        user_id               INTEGER NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        company_name          TEXT    NOT NULL,
        company_code          TEXT,
        company_email         TEXT,
        company_status        INTEGER CHECK (company_status IN (0, 1, 2)),
        company_type          INTEGER,
        address               TEXT,
        legal_representative  TEXT,
        contact_name          TEXT,
        zip_code              TEXT,
        contact_phone         TEXT,
        licence_attachment_id INTEGER,
        bill_attachment_id    INTEGER,
        created_at            INTEGER NOT NULL,
        updated_at            INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX user_companies_by_code ON user_companies (company_code);

      -- A password-reset token (accounts.md 4.6) opens POST /p/user/email/change/pass
      -- and nothing else; a session token opens every /p/* call.
      ALTER TABLE tokens ADD COLUMN purpose TEXT NOT NULL DEFAULT 'session'
        CHECK (purpose IN ('session', 'password-reset'));
    `);
  },
};
