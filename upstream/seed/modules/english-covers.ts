import { execute } from '../../db/sql.ts';
import { drawCover } from '../render/cover-image.ts';
import type { SeedModule } from '../seed-module.ts';
import { news } from './news-data.ts';
import { resources } from './resources-data.ts';
import { TYPE_LABELS } from './resources.ts';

/**
 * English covers for the news items and resource cards (migration 015): the English pages get a
 * picture with the English title drawn on it. Runs after the news and resources modules, also on
 * databases seeded before it existed; rows are found by their English title.
 */
export const englishCoversSeed: SeedModule = {
  name: 'english-covers',
  run({ db, attachments }) {
    for (const item of news) {
      const date = item.publishedAt.slice(0, 10);
      const cover = attachments.save({
        fileName: `news-cover-${date}.png`,
        mime: 'image/png',
        businessType: 'NEWS',
        bytes: drawCover({
          title: item.en.title,
          kicker: item.kicker.en,
          footer: `Steel Industry EPD Platform · ${date}`,
          accent: item.accent,
          width: 640,
          height: 360,
        }),
      });
      execute(
        db,
        'UPDATE news SET index_picture_en = ? WHERE title_en = ? AND index_picture_en IS NULL',
        cover.id,
        item.en.title,
      );
    }
    for (const item of resources) {
      const english = item.en ?? item.enListing;
      if (!english) continue;
      const image = attachments.save({
        fileName: `${english.name}.png`,
        mime: 'image/png',
        businessType: 'RESOURCE',
        bytes: drawCover({
          title: english.name,
          kicker: TYPE_LABELS[item.type]?.en ?? 'Resource',
          footer: item.reference,
          accent: item.accent,
          width: 480,
          height: 300,
        }),
      });
      execute(
        db,
        'UPDATE resources SET image_id_en = ? WHERE name_en = ? AND image_id_en IS NULL',
        image.id,
        english.name,
      );
    }
  },
};
