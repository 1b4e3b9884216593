import type { Migration } from '../migrate.ts';

// The signed-in business beside the declarations (business.md 3, 4, 5, 7): EPD verification
// requests and their files, low-carbon-emission steel applications, PCR applications,
// feedback, and the platform's downloadable templates (GET p/template/download/{file}).
export const verificationRequestsMigration: Migration = {
  version: 17,
  name: 'verification-requests',
  up(db) {
    db.exec(`
      -- business.md 3 "Verification record" / "EPD verification submission". relational:
      -- 0 supplier, 1 customer, 2 other; verify_state: 1 failed, 2 succeeded, 3 in verification.
      CREATE TABLE verification_requests (
        id                  INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id             INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        user_contact        TEXT    NOT NULL,
        registration_number TEXT    NOT NULL,
        user_position       TEXT,
        company_name        TEXT    NOT NULL,
        country             TEXT,
        province_code       TEXT,
        province_name       TEXT,
        city_code           TEXT,
        city_name           TEXT,
        user_email          TEXT    NOT NULL,
        relational          INTEGER NOT NULL CHECK (relational IN (0, 1, 2)),
        supplement          TEXT,
        remark              TEXT,
        verify_state        INTEGER NOT NULL CHECK (verify_state IN (1, 2, 3)),
        created_at          INTEGER NOT NULL,
        updated_at          INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX verification_requests_by_user ON verification_requests (user_id, created_at);

      -- The files of a request (the applicant's PDF) with the platform's feedback on them.
      CREATE TABLE verification_attachments (
        id                     INTEGER PRIMARY KEY AUTOINCREMENT,
        verification_id        INTEGER NOT NULL REFERENCES verification_requests (id) ON DELETE CASCADE,
        attachment_id          INTEGER NOT NULL REFERENCES attachments (id),
        feedback_at            INTEGER,
        feedback_msg_zh        TEXT,
        feedback_msg_en        TEXT,
        feedback_attachment_id INTEGER REFERENCES attachments (id),
        created_at             INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX verification_attachments_by_request ON verification_attachments (verification_id);
      CREATE INDEX verification_attachments_by_feedback ON verification_attachments (feedback_attachment_id);

      -- business.md 3 "Low-carbon steel application item": one submission of 1–3 products.
      CREATE TABLE lces_applications (
        id           INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        company_name TEXT    NOT NULL,
        introduction TEXT    NOT NULL,
        created_at   INTEGER NOT NULL
      ) STRICT;
      CREATE TABLE lces_application_items (
        id             INTEGER PRIMARY KEY AUTOINCREMENT,
        application_id INTEGER NOT NULL REFERENCES lces_applications (id) ON DELETE CASCADE,
        sort           INTEGER NOT NULL,
        product_name   TEXT    NOT NULL,
        -- LCES_PROCESS_SELECTION item codes joined with ';'.
        process        TEXT    NOT NULL,
        attachment_id  INTEGER NOT NULL REFERENCES attachments (id)
      ) STRICT;

      -- business.md 3 "PCR application": productName is the company, product what the PCR is for.
      CREATE TABLE pcr_applications (
        id           INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        company_name TEXT    NOT NULL,
        product      TEXT    NOT NULL,
        created_at   INTEGER NOT NULL
      ) STRICT;

      -- business.md 3 "Feedback".
      CREATE TABLE feedback (
        id           INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        company_name TEXT    NOT NULL,
        nickname     TEXT    NOT NULL,
        phone        TEXT    NOT NULL,
        mail         TEXT    NOT NULL,
        information  TEXT    NOT NULL,
        created_at   INTEGER NOT NULL
      ) STRICT;

      -- Files served by GET p/template/download/{file}: the name in the path → the stored file.
      CREATE TABLE IF NOT EXISTS templates (
        file          TEXT    PRIMARY KEY,
        attachment_id INTEGER NOT NULL REFERENCES attachments (id),
        created_at    INTEGER NOT NULL
      ) STRICT;
    `);
  },
};
