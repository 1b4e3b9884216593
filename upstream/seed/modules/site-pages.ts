import { execute } from '../../db/sql.ts';
import { renderPdfsSync } from '../render/pdf/render-pdfs.ts';
import type { SeedModule } from '../seed-module.ts';
import { gpiDocuments, staticPages } from './site-pages-data.ts';

/** The about, service and pricing pages, and the GPI in Chinese and English. */
export const sitePagesSeed: SeedModule = {
  name: 'site-pages',
  run({ db, attachments }) {
    for (const page of staticPages) {
      execute(
        db,
        'INSERT INTO static_pages (code, content_zh, content_en) VALUES (?, ?, ?)',
        page.code,
        page.zh,
        page.en,
      );
    }
    const pdfs = renderPdfsSync(
      gpiDocuments.map((entry) => ({ kind: 'document' as const, input: entry.document })),
    );
    gpiDocuments.forEach((entry, index) => {
      const bytes = pdfs[index];
      if (!bytes) throw new Error('The PDF worker returned fewer files than asked for');
      const saved = attachments.save({
        fileName: entry.fileName,
        mime: 'application/pdf',
        businessType: 'GPI',
        bytes,
      });
      execute(
        db,
        'INSERT INTO gpi_documents (i18n, attachment_id, enable, sort) VALUES (?, ?, ?, ?)',
        entry.i18n,
        saved.id,
        entry.enable,
        index + 1,
      );
    });
  },
};
