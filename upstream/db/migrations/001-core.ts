import type { Migration } from '../migrate.ts';

// Tables every later domain leans on. Times are epoch milliseconds throughout.
export const coreMigration: Migration = {
  version: 1,
  name: 'core',
  up(db) {
    db.exec(`
      -- One row per seed module that has run (seed/run-seeds.ts), so a restart never seeds twice.
      CREATE TABLE seed_runs (
        name   TEXT    PRIMARY KEY,
        ran_at INTEGER NOT NULL
      ) STRICT;

      -- Files live on disk under UPSTREAM_FILES; path is relative to it.
      -- Id 3790 is the platform's "no logo" marker (business.md 3, accounts.md 9):
      -- no real file may ever take it.
      CREATE TABLE attachments (
        id            INTEGER PRIMARY KEY AUTOINCREMENT CHECK (id <> 3790),
        file_name     TEXT    NOT NULL,
        mime          TEXT    NOT NULL,
        size          INTEGER NOT NULL,
        path          TEXT    NOT NULL UNIQUE,
        business_type TEXT    NOT NULL,
        created_at    INTEGER NOT NULL
      ) STRICT;

      -- Bare tokens as sent in Authorization (no "Bearer"); users arrive with the accounts issue.
      CREATE TABLE tokens (
        token      TEXT    PRIMARY KEY,
        user_id    INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX tokens_by_user ON tokens (user_id);

      -- POST /n/pvuv/count; day is the calendar day in China (Asia/Shanghai).
      CREATE TABLE page_views (
        id         INTEGER PRIMARY KEY,
        visitor_id TEXT    NOT NULL,
        page       TEXT    NOT NULL,
        day        TEXT    NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX page_views_by_day ON page_views (day, visitor_id);
    `);
  },
};
