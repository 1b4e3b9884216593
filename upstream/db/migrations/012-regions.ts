import type { Migration } from '../migrate.ts';

// China's administrative divisions for the address cascade of company
// authentication (business.md 7: GET /p/region/CN, then a province's code).
export const regionsMigration: Migration = {
  version: 12,
  name: 'regions',
  up(db) {
    db.exec(`
      -- code: the 6-digit GB/T 2260 code. parent_code: 'CN' for the 34 provincial-level
      -- divisions, the province's code for its prefecture-level cities (for the four
      -- municipalities: their districts).
      CREATE TABLE regions (
        code        TEXT    PRIMARY KEY CHECK (length(code) = 6),
        parent_code TEXT    NOT NULL,
        name_zh     TEXT    NOT NULL,
        name_en     TEXT    NOT NULL,
        sort        INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX regions_by_parent ON regions (parent_code, sort);
    `);
  },
};
