import { execute } from '../../db/sql.ts';
import { renderPdfsSync } from '../render/pdf/render-pdfs.ts';
import type { PdfJob } from '../render/pdf/render-pdfs.ts';
import type { SeedModule } from '../seed-module.ts';
import { lcaCategories, productCategories, templates } from './application-references-data.ts';
import { epdSpareTemplateDocument, lcaTemplateDocument } from './application-references-documents.ts';

const LANGUAGES = ['zh-CN', 'en'] as const;
const MIME = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * What the application form offers: product categories, LCA technology routes, and the three
 * templates in both languages (two PDFs and a real .xlsx workbook each, drawn now).
 * Runs after `declarations` (the categories name its PCRs).
 */
export const applicationReferencesSeed: SeedModule = {
  name: 'application-references',
  run({ db, attachments }) {
    let sort = 0;
    productCategories.forEach((category) => {
      const parent = Number(
        execute(
          db,
          `INSERT INTO product_categories (parent_id, code, name_zh, name_en, pcr_number, sort) VALUES (NULL, ?, ?, ?, ?, ?)`,
          category.code,
          category.zh,
          category.en,
          category.pcrNumber,
          (sort += 1),
        ).lastInsertRowid,
      );
      for (const child of category.children) {
        execute(
          db,
          `INSERT INTO product_categories (parent_id, code, name_zh, name_en, pcr_number, sort) VALUES (?, ?, ?, ?, ?, ?)`,
          parent,
          child.code,
          child.zh,
          child.en,
          category.pcrNumber,
          (sort += 1),
        );
      }
    });

    lcaCategories.forEach((category, categoryIndex) => {
      const id = Number(
        execute(
          db,
          `INSERT INTO lca_categories (code, name_zh, name_en, desc_zh, desc_en, sort) VALUES (?, ?, ?, ?, ?, ?)`,
          category.code,
          category.zh,
          category.en,
          category.descZh,
          category.descEn,
          categoryIndex + 1,
        ).lastInsertRowid,
      );
      category.technologies.forEach((technology, index) => {
        execute(
          db,
          `INSERT INTO lca_technologies (category_id, code, name_zh, name_en, desc_zh, desc_en, reference_gwp,
                                         scrap_share, sort)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          id,
          technology.code,
          technology.zh,
          technology.en,
          technology.descZh,
          technology.descEn,
          technology.referenceGwp,
          technology.scrapShare,
          index + 1,
        );
      });
    });

    const jobs: PdfJob[] = templates.flatMap((template) =>
      LANGUAGES.map((language): PdfJob => {
        switch (template.code) {
          case 'EPD_SPARE_TEMPLATE':
            return { kind: 'document', input: epdSpareTemplateDocument(language, template.version) };
          case 'LCA_TEMPLATE':
            return { kind: 'document', input: lcaTemplateDocument(language, template.version) };
          case 'DATA_COLLECTION_TEMPLATE':
            return { kind: 'data-sheet', input: { language, version: template.version } };
        }
      }),
    );
    const files = renderPdfsSync(jobs);
    const updatedAt = Date.parse('2026-09-01T10:00:00+08:00');
    templates.forEach((template, templateIndex) => {
      LANGUAGES.forEach((language, languageIndex) => {
        const bytes = files[templateIndex * LANGUAGES.length + languageIndex];
        if (!bytes) throw new Error('A template file was not drawn');
        const names = language === 'en' ? template.en : template.zh;
        const saved = attachments.save({
          fileName: names.fileName,
          mime: template.code === 'DATA_COLLECTION_TEMPLATE' ? MIME.xlsx : MIME.pdf,
          businessType: 'TEMPLATE',
          bytes,
        });
        execute(
          db,
          `INSERT INTO application_templates (code, i18n, name, attachment_id, version, updated_at, sort)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
          template.code,
          language,
          names.name,
          saved.id,
          template.version,
          updatedAt,
          templateIndex + 1,
        );
      });
    });
  },
};
