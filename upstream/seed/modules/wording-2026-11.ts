import type { DatabaseSync } from 'node:sqlite';
import { execute } from '../../db/sql.ts';
import type { SeedModule } from '../seed-module.ts';
import { templates } from './application-references-data.ts';
import { menu } from './menu.ts';

/**
 * The wording review of November 2026 renamed some seeded names: in English the authenticity check
 * (核验) is no longer called "EPD verification" (that is ISO 14025's third-party verification),
 * the low-carbon steel menu entry says "evaluation", there is one LCA tool, the GPI has one Chinese
 * name, and the preliminary EPD report template says 初步报告 as the form does. `menu` and
 * `application-references` already write the new names on a new database; this brings databases
 * seeded before the review to the same names (seed modules never re-run). Only names change: the
 * template's stored file keeps its name.
 */
export const wording202611Seed: SeedModule = {
  name: 'wording-2026-11',
  run({ db }) {
    renameMenu(db, menu);
    for (const template of templates) {
      for (const [language, names] of [
        ['zh-CN', template.zh],
        ['en', template.en],
      ] as const) {
        execute(
          db,
          'UPDATE application_templates SET name = ? WHERE code = ? AND i18n = ?',
          names.name,
          template.code,
          language,
        );
      }
    }
  },
};

function renameMenu(db: DatabaseSync, entries: typeof menu): void {
  for (const entry of entries) {
    execute(
      db,
      'UPDATE menu_items SET name_zh = ?, name_en = ? WHERE code = ?',
      entry.zh,
      entry.en,
      entry.code,
    );
    if (entry.children) renameMenu(db, entry.children);
  }
}
