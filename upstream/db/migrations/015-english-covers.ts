import type { Migration } from '../migrate.ts';

// English cover pictures for news items and resource cards: the English pages showed the Chinese
// covers, with Chinese titles drawn on them. Null keeps the Chinese picture (a database seeded
// before this migration, or an item whose operator uploaded one picture only).
export const englishCoversMigration: Migration = {
  version: 15,
  name: 'english-covers',
  up(db) {
    db.exec(`
      ALTER TABLE news ADD COLUMN index_picture_en INTEGER;
      ALTER TABLE resources ADD COLUMN image_id_en INTEGER;
    `);
  },
};
