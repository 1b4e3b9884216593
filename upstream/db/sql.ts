import type { DatabaseSync, SQLInputValue, StatementResultingChanges } from 'node:sqlite';

// node:sqlite types every row as Record<string, SQLOutputValue>. The callers
// name the row shape their SELECT produces; this is the one place that trusts it.

export function queryAll<Row>(db: DatabaseSync, sql: string, ...params: SQLInputValue[]): Row[] {
  return db.prepare(sql).all(...params) as Row[];
}

export function queryOne<Row>(db: DatabaseSync, sql: string, ...params: SQLInputValue[]): Row | undefined {
  return db.prepare(sql).get(...params) as Row | undefined;
}

export function execute(
  db: DatabaseSync,
  sql: string,
  ...params: SQLInputValue[]
): StatementResultingChanges {
  return db.prepare(sql).run(...params);
}

/** Runs `work` in one write transaction; BEGIN IMMEDIATE takes the write lock up front, so two processes starting on the same file migrate and seed one after the other. */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
