import { execute, queryOne } from '../../db/sql.ts';
import type { SeedModule } from '../seed-module.ts';

// accounts.md 2.1: "when signed in, the second and third menu entries are left out". The portal
// applies that rule by position; the platform's menu puts two entries that only a visitor needs
// in those places, so a signed-in user keeps EPD search and the rest (DESIGN.md, "Readings").
const visitorEntries = [
  { code: 'JOIN', zh: '加入平台', en: 'Join the platform', url: '/register' },
  { code: 'SIGN_IN', zh: '登录', en: 'Log in', url: '/logins' },
] as const;

/**
 * Inserts the visitor-only entries as the second and third top-level entries, moving the
 * others down. A module of its own (after `menu`), so databases seeded before it change too.
 */
export const menuVisitorEntriesSeed: SeedModule = {
  name: 'menu-visitor-entries',
  run({ db }) {
    if (queryOne(db, "SELECT 1 FROM menu_items WHERE code = 'JOIN' AND parent_id IS NULL")) return;
    execute(
      db,
      'UPDATE menu_items SET sort = sort + ? WHERE parent_id IS NULL AND sort >= 2',
      visitorEntries.length,
    );
    visitorEntries.forEach((entry, index) => {
      execute(
        db,
        'INSERT INTO menu_items (parent_id, code, name_zh, name_en, url, sort) VALUES (NULL, ?, ?, ?, ?, ?)',
        entry.code,
        entry.zh,
        entry.en,
        entry.url,
        2 + index,
      );
    });
  },
};
