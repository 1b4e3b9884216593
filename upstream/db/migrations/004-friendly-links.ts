import type { Migration } from '../migrate.ts';

// Friendly links and their types (business.md 3). attachment_id is not a foreign
// key on purpose: 3790 means "no logo" and has no attachments row.
export const friendlyLinksMigration: Migration = {
  version: 4,
  name: 'friendly-links',
  up(db) {
    db.exec(`
      CREATE TABLE friendly_link_types (
        id      INTEGER PRIMARY KEY,
        code    TEXT    NOT NULL UNIQUE,
        name_zh TEXT    NOT NULL,
        name_en TEXT    NOT NULL,
        sort    INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE friendly_links (
        id              INTEGER PRIMARY KEY,
        type_code       TEXT    NOT NULL REFERENCES friendly_link_types (code),
        company_name_zh TEXT    NOT NULL,
        company_name_en TEXT    NOT NULL,
        link            TEXT    NOT NULL,
        attachment_id   INTEGER NOT NULL,
        sort            INTEGER NOT NULL
      ) STRICT;
    `);
  },
};
