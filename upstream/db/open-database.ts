import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { migrate } from './migrate.ts';
import { migrations } from './migrations/index.ts';

/** Opens (creating if needed) the upstream's SQLite file and brings its schema up to date. */
export function openUpstreamDatabase(path: string): DatabaseSync {
  mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  try {
    // WAL lets the demo, a test run and the sqlite3 CLI read while one writes;
    // busy_timeout makes a second writer wait instead of failing at once.
    db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      PRAGMA foreign_keys = ON;
      PRAGMA busy_timeout = 5000;
    `);
    migrate(db, migrations);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
