import { execute, queryOne } from '../../db/sql.ts';
import type { SeedModule } from '../seed-module.ts';
import { menu } from './menu.ts';

/**
 * One name per concept for a company's own things (the portal's vocabulary: 我的申请 / My
 * applications for /epd/mineEpd, 我的声明 / My declarations for /Pcr/minePcr), and the PCR menu
 * leads to the PCR application form. `menu` already writes these on a new database; this brings
 * databases seeded before to the same menu (seed modules never re-run).
 */
export const menuCompanyWorkSeed: SeedModule = {
  name: 'menu-company-work',
  run({ db }) {
    const epd = menu.find((entry) => entry.code === 'EPD');
    const mine = epd?.children?.find((entry) => entry.code === 'EPD_MINE');
    if (mine) {
      execute(
        db,
        'UPDATE menu_items SET name_zh = ?, name_en = ? WHERE code = ?',
        mine.zh,
        mine.en,
        mine.code,
      );
    }
    const pcr = menu.find((entry) => entry.code === 'PCR');
    const parent = queryOne<{ id: number }>(
      db,
      "SELECT id FROM menu_items WHERE code = 'PCR' AND parent_id IS NULL",
    );
    if (!pcr?.children || !parent) return;
    pcr.children.forEach((entry, index) => {
      if (queryOne(db, 'SELECT 1 FROM menu_items WHERE code = ?', entry.code)) {
        execute(db, 'UPDATE menu_items SET sort = ? WHERE code = ?', index + 1, entry.code);
        return;
      }
      execute(
        db,
        'INSERT INTO menu_items (parent_id, code, name_zh, name_en, url, sort) VALUES (?, ?, ?, ?, ?, ?)',
        parent.id,
        entry.code,
        entry.zh,
        entry.en,
        entry.url,
        index + 1,
      );
    });
  },
};
