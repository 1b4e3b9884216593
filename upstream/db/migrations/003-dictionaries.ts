import type { Migration } from '../migrate.ts';

// Dictionaries (accounts.md 3 "Dictionary item"): flat lists and two-level trees
// share one table; parent_id is NULL at the top (answered as parentId 0).
export const dictionariesMigration: Migration = {
  version: 3,
  name: 'dictionaries',
  up(db) {
    db.exec(`
      CREATE TABLE dict_types (
        code    TEXT PRIMARY KEY,
        name_zh TEXT NOT NULL,
        name_en TEXT NOT NULL
      ) STRICT;

      CREATE TABLE dict_items (
        id        INTEGER PRIMARY KEY,
        type_code TEXT    NOT NULL REFERENCES dict_types (code) ON DELETE CASCADE,
        parent_id INTEGER REFERENCES dict_items (id) ON DELETE CASCADE,
        item_code TEXT    NOT NULL,
        value_zh  TEXT    NOT NULL,
        value_en  TEXT    NOT NULL,
        desc_zh   TEXT,
        desc_en   TEXT,
        i18n_code TEXT    NOT NULL,
        sort      INTEGER NOT NULL,
        UNIQUE (type_code, item_code)
      ) STRICT;
      CREATE INDEX dict_items_by_type ON dict_items (type_code, sort);
    `);
  },
};
