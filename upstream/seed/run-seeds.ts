import { execute, inTransaction, queryOne } from '../db/sql.ts';
import type { SeedContext, SeedModule } from './seed-module.ts';

/** Runs the modules this database has not seen yet, each in its own transaction. Returns their names. */
export function runSeeds(context: SeedContext, modules: readonly SeedModule[]): string[] {
  const { db } = context;
  const ran: string[] = [];
  for (const seed of modules) {
    // Files a module writes are not part of the transaction: a failed module
    // can leave an orphan file under UPSTREAM_FILES, never a row without its file.
    inTransaction(db, () => {
      if (queryOne(db, 'SELECT 1 FROM seed_runs WHERE name = ?', seed.name)) return;
      seed.run(context);
      execute(db, 'INSERT INTO seed_runs (name, ran_at) VALUES (?, ?)', seed.name, Date.now());
      ran.push(seed.name);
    });
  }
  return ran;
}
