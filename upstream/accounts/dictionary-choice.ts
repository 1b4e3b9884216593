import type { DatabaseSync } from 'node:sqlite';
import { queryOne } from '../db/sql.ts';
import { badRequest } from '../http/errors.ts';

/** The item's code when `value` is a code (or id) of the dictionary `typeCode`; otherwise code 400. */
export function requireDictItem(
  db: DatabaseSync,
  typeCode: string,
  value: string,
  field: string,
): { id: number; itemCode: string } {
  const item = queryOne<{ id: number; itemCode: string }>(
    db,
    `SELECT id, item_code AS itemCode FROM dict_items
      WHERE type_code = ? AND (item_code = ? OR CAST(id AS TEXT) = ?)`,
    typeCode,
    value,
    value,
  );
  if (!item) throw badRequest(`${field}: not an item of ${typeCode}`);
  return item;
}
