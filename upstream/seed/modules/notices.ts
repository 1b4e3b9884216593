import { execute } from '../../db/sql.ts';
import { parseChinaTime } from '../../http/china-calendar.ts';
import { renderPdfsSync } from '../render/pdf/render-pdfs.ts';
import type { SeedModule } from '../seed-module.ts';
import { notices } from './notices-data.ts';

/** Notices in both languages with their PDF attachments (Chinese file names). */
export const noticesSeed: SeedModule = {
  name: 'notices',
  run({ db, attachments }) {
    const pdfs = renderPdfsSync(
      notices.flatMap((item) =>
        item.attachments.map((file) => ({ kind: 'document' as const, input: file.document })),
      ),
    );
    let next = 0;
    for (const item of notices) {
      const result = execute(
        db,
        `INSERT INTO announcements (title_zh, title_en, summary_zh, summary_en, content_zh, content_en, published_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        item.zh.title,
        item.en.title,
        item.zh.summary,
        item.en.summary,
        item.zh.content,
        item.en.content,
        parseChinaTime(item.publishedAt) ?? 0,
      );
      item.attachments.forEach((file, index) => {
        const bytes = pdfs[next++];
        if (!bytes) throw new Error('The PDF worker returned fewer files than asked for');
        const saved = attachments.save({
          fileName: file.fileName,
          mime: 'application/pdf',
          businessType: 'ANNOUNCEMENT',
          bytes,
        });
        execute(
          db,
          'INSERT INTO announcement_attachments (announcement_id, attachment_id, sort) VALUES (?, ?, ?)',
          Number(result.lastInsertRowid),
          saved.id,
          index + 1,
        );
      });
    }
  },
};
