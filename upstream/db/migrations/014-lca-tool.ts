import type { Migration } from '../migrate.ts';

// The external LCA tool (accounts.md 4.10, DESIGN.md "The external LCA tool"):
// subscriptions, and the short-lived refer tokens that open the tool. A refer token
// is never a session token: it opens the tool's page and nothing of the platform.
export const lcaToolMigration: Migration = {
  version: 14,
  name: 'lca-tool',
  up(db) {
    db.exec(`
      -- One subscription per user; subscribing again updates the form.
      CREATE TABLE lca_subscriptions (
        user_id           INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        mobile            TEXT,
        username          TEXT    NOT NULL,
        company_name      TEXT    NOT NULL,
        industry_category TEXT    NOT NULL,
        position          TEXT    NOT NULL,
        created_at        INTEGER NOT NULL,
        updated_at        INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE lca_refer_tokens (
        token      TEXT    PRIMARY KEY,
        user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX lca_refer_tokens_by_user ON lca_refer_tokens (user_id);
    `);
  },
};
