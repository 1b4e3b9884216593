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

/**
 * The item whose id is `id` in the dictionary `typeCode`; otherwise code 400. For the fields the
 * spec names as ids (accounts.md 3: iprofessionId, channelId, "JSON list of industry ids"): an
 * item code there is refused, not taken for the item it names.
 */
export function requireDictItemById(
  db: DatabaseSync,
  typeCode: string,
  id: string,
  field: string,
): { id: number; itemCode: string; parentId: number | null } {
  const item = /^\d{1,15}$/.test(id)
    ? queryOne<{ id: number; itemCode: string; parentId: number | null }>(
        db,
        `SELECT id, item_code AS itemCode, parent_id AS parentId FROM dict_items
          WHERE type_code = ? AND id = ?`,
        typeCode,
        Number(id),
      )
    : undefined;
  if (!item) throw badRequest(`${field}: not an item id of ${typeCode}`);
  return item;
}
