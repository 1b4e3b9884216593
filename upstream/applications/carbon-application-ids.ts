import type { DatabaseSync } from 'node:sqlite';
import { execute } from '../db/sql.ts';

// business.md 3: GET /n/carbon/list lists EPD and CFP applications and low-carbon steel
// evaluations as one list of carbon applications, so both kinds draw their ids from one sequence
// (table carbon_application_ids, migration 019). Call inside the transaction that stores the row.

export type CarbonApplicationKind = 'APPLICATION' | 'EVALUATION';

/** The next free id, or `id` itself when the caller (the seed) names one; an id given before throws. */
export function allocateCarbonApplicationId(
  db: DatabaseSync,
  kind: CarbonApplicationKind,
  id?: number,
): number {
  const { lastInsertRowid } = execute(
    db,
    'INSERT INTO carbon_application_ids (id, kind) VALUES (?, ?)',
    id ?? null,
    kind,
  );
  return Number(lastInsertRowid);
}
