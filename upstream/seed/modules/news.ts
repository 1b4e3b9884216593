import { execute } from '../../db/sql.ts';
import { parseChinaTime } from '../../http/china-calendar.ts';
import { drawCover } from '../render/cover-image.ts';
import type { SeedModule } from '../seed-module.ts';
import { news, NEWS_EDITOR } from './news-data.ts';

/** News items in both languages, each with a cover PNG drawn now (its indexPicture). */
export const newsSeed: SeedModule = {
  name: 'news',
  run({ db, attachments }) {
    news.forEach((item, index) => {
      const date = item.publishedAt.slice(0, 10);
      const cover = attachments.save({
        fileName: `新闻封面-${date}-${index + 1}.png`,
        mime: 'image/png',
        businessType: 'NEWS',
        bytes: drawCover({
          title: item.zh.title,
          kicker: `${item.kicker.zh} · ${item.kicker.en}`,
          footer: `低碳钢 EPD 平台 · ${date}`,
          accent: item.accent,
          width: 640,
          height: 360,
        }),
      });
      execute(
        db,
        `INSERT INTO news (title_zh, title_en, abstract_zh, abstract_en, editor_zh, editor_en, content_zh,
                           content_en, index_picture, newest_flag, published_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        item.zh.title,
        item.en.title,
        item.zh.abstract,
        item.en.abstract,
        NEWS_EDITOR.zh,
        NEWS_EDITOR.en,
        item.zh.content,
        item.en.content,
        cover.id,
        item.newestFlag,
        parseChinaTime(item.publishedAt) ?? 0,
      );
    });
  },
};
