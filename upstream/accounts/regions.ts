import type { DatabaseSync } from 'node:sqlite';
import { queryAll, queryOne } from '../db/sql.ts';

// China's administrative divisions (GB/T 2260; table regions, seeded by seed/modules/regions.ts).

/** The parent of the provincial-level divisions. */
export const COUNTRY_CODE = 'CN';

export type RegionRow = { code: string; parentCode: string; nameZh: string; nameEn: string };

const COLUMNS = 'code, parent_code AS parentCode, name_zh AS nameZh, name_en AS nameEn';

export function findRegion(db: DatabaseSync, code: string): RegionRow | undefined {
  return queryOne<RegionRow>(db, `SELECT ${COLUMNS} FROM regions WHERE code = ?`, code);
}

/** The divisions directly under `parentCode` ('CN' or a province's code), in their order. */
export function childRegions(db: DatabaseSync, parentCode: string): RegionRow[] {
  return queryAll<RegionRow>(
    db,
    `SELECT ${COLUMNS} FROM regions WHERE parent_code = ? ORDER BY sort`,
    parentCode,
  );
}
