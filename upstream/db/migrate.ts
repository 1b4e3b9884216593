import type { DatabaseSync } from 'node:sqlite';
import { execute, inTransaction, queryOne } from './sql.ts';

export type Migration = {
  /** Strictly increasing; the NNN of the file name. */
  version: number;
  name: string;
  up(db: DatabaseSync): void;
};

/**
 * Applies the migrations the database has not seen yet, each in its own
 * transaction, and records them in schema_migrations. Returns the versions applied now.
 */
export function migrate(db: DatabaseSync, migrations: readonly Migration[]): number[] {
  assertStrictlyIncreasing(migrations);
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    applied_at INTEGER NOT NULL
  ) STRICT`);

  // A database written by newer code would be silently misread by older code.
  const newest = migrations.at(-1)?.version ?? 0;
  const recorded = queryOne<{ version: number | null }>(
    db,
    'SELECT MAX(version) AS version FROM schema_migrations',
  );
  if (recorded?.version != null && recorded.version > newest) {
    throw new Error(
      `Database schema version ${recorded.version} is newer than this code knows (${newest}); use a fresh UPSTREAM_DB.`,
    );
  }

  const applied: number[] = [];
  for (const migration of migrations) {
    inTransaction(db, () => {
      const seen = queryOne(db, 'SELECT 1 FROM schema_migrations WHERE version = ?', migration.version);
      if (seen) return;
      migration.up(db);
      execute(
        db,
        'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
        migration.version,
        migration.name,
        Date.now(),
      );
      applied.push(migration.version);
    });
  }
  return applied;
}

function assertStrictlyIncreasing(migrations: readonly Migration[]): void {
  migrations.reduce((previous, migration) => {
    if (migration.version <= previous) {
      throw new Error(`Migration ${migration.version}-${migration.name} is out of order`);
    }
    return migration.version;
  }, 0);
}
