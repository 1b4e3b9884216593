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

/**
 * A Chinese address from its region levels (province, then city) and the street typed under them:
 * a level the street already starts with, or one equal to the level above it (a municipality's
 * province and city), is written once.
 */
export function composeAddress(
  levels: readonly (string | null | undefined)[],
  street: string | null | undefined,
): string {
  const names = levels
    .map((level) => level?.trim() ?? '')
    .filter((level, index, all) => level !== '' && level !== all[index - 1]);
  let rest = street?.trim() ?? '';
  for (const name of names) if (rest.startsWith(name)) rest = rest.slice(name.length).trimStart();
  return [...names, rest].join('');
}
