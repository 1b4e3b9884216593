import type { DatabaseSync } from 'node:sqlite';
import { execute } from '../../db/sql.ts';
import type { SeedModule } from '../seed-module.ts';
import { dictionaryTypes } from './dictionaries-data.ts';
import type { DictItemSeed } from './dictionaries-data.ts';

export const dictionariesSeed: SeedModule = {
  name: 'dictionaries',
  run({ db }) {
    for (const type of dictionaryTypes) {
      execute(
        db,
        'INSERT INTO dict_types (code, name_zh, name_en) VALUES (?, ?, ?)',
        type.code,
        type.zh,
        type.en,
      );
      const nextId = { value: type.firstId };
      insertItems(db, type.code, type.items, null, nextId);
    }
  },
};

function insertItems(
  db: DatabaseSync,
  typeCode: string,
  items: readonly DictItemSeed[],
  parentId: number | null,
  nextId: { value: number },
): void {
  items.forEach((item, index) => {
    const id = nextId.value++;
    execute(
      db,
      `INSERT INTO dict_items
         (id, type_code, parent_id, item_code, value_zh, value_en, desc_zh, desc_en, i18n_code, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      typeCode,
      parentId,
      item.code,
      item.zh,
      item.en,
      item.descZh ?? null,
      item.descEn ?? null,
      // The key the old front end used for its own translation of the item.
      `${typeCode}_${item.code}`,
      index + 1,
    );
    if (item.children) insertItems(db, typeCode, item.children, id, nextId);
  });
}
