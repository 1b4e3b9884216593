import type { Migration } from '../migrate.ts';

// Feedback from visitors (business.md 2.2 and 5 ask only for the fields and the slider puzzle;
// /Feedback has no guard): `user_id` is the signed-in sender, NULL for a visitor. SQLite cannot
// drop a NOT NULL, so the table is copied into its new shape.
export const visitorFeedbackMigration: Migration = {
  version: 18,
  name: 'visitor-feedback',
  up(db) {
    db.exec(`
      CREATE TABLE feedback_with_visitors (
        id           INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id      INTEGER REFERENCES users (id) ON DELETE CASCADE,
        company_name TEXT    NOT NULL,
        nickname     TEXT    NOT NULL,
        phone        TEXT    NOT NULL,
        mail         TEXT    NOT NULL,
        information  TEXT    NOT NULL,
        created_at   INTEGER NOT NULL
      ) STRICT;
      INSERT INTO feedback_with_visitors (id, user_id, company_name, nickname, phone, mail, information, created_at)
        SELECT id, user_id, company_name, nickname, phone, mail, information, created_at FROM feedback;
      DROP TABLE feedback;
      ALTER TABLE feedback_with_visitors RENAME TO feedback;

      -- The caller's own PCR applications, newest first (POST /p/pcr/apply/list).
      CREATE INDEX pcr_applications_by_user ON pcr_applications (user_id, id);
    `);
  },
};
