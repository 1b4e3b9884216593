import type { Migration } from '../migrate.ts';

// The header menu (GET /n/menu/all) and server-managed texts (GET /n/text/all).
// Both languages are stored; the request's Accept-Language picks one.
export const siteContentMigration: Migration = {
  version: 2,
  name: 'site-content',
  up(db) {
    db.exec(`
      CREATE TABLE menu_items (
        id        INTEGER PRIMARY KEY,
        parent_id INTEGER REFERENCES menu_items (id) ON DELETE CASCADE,
        code      TEXT    NOT NULL UNIQUE,
        name_zh   TEXT    NOT NULL,
        name_en   TEXT    NOT NULL,
        url       TEXT    NOT NULL,
        sort      INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE texts (
        code     TEXT    PRIMARY KEY,
        value_zh TEXT    NOT NULL,
        value_en TEXT    NOT NULL,
        sort     INTEGER NOT NULL
      ) STRICT;
    `);
  },
};
