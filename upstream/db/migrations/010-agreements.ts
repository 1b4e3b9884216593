import type { Migration } from '../migrate.ts';

// User agreement and privacy (data-use) policy versions (accounts.md 2.8 and 3).
// The version in force has failure_time NULL; both languages are stored.
export const agreementsMigration: Migration = {
  version: 10,
  name: 'agreements',
  up(db) {
    db.exec(`
      CREATE TABLE agreements (
        id                INTEGER PRIMARY KEY,
        agreement_type    TEXT    NOT NULL CHECK (agreement_type IN ('REGISTRATION_C2F', 'PRIVACY_C2F')),
        agreement_version TEXT    NOT NULL,
        publish_time      INTEGER NOT NULL,
        failure_time      INTEGER,
        content_zh        TEXT    NOT NULL,
        content_en        TEXT    NOT NULL,
        UNIQUE (agreement_type, agreement_version)
      ) STRICT;
      CREATE INDEX agreements_by_type ON agreements (agreement_type, publish_time);
    `);
  },
};
