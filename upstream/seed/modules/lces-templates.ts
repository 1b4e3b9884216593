import { execute } from '../../db/sql.ts';
import { saveTemplate } from '../../files/template-store.ts';
import { renderPdfsSync } from '../render/pdf/render-pdfs.ts';
import type { SeedModule } from '../seed-module.ts';
import { dictionaryTypes } from './dictionaries-data.ts';
import { lcesTemplates } from './lces-templates-data.ts';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The low-carbon-emission steel templates as real Excel files (drawn with exceljs), filed under
 * the names GET p/template/download/{file} takes, and the LCES_MODEL_DOWNLOAD items pointed at
 * them: itemDesc is the file name in the request's language (the checklist was announced as a
 * .docx before; it is a workbook now). Runs after `dictionaries`, also on older databases.
 */
export const lcesTemplatesSeed: SeedModule = {
  name: 'lces-templates',
  run({ db, attachments }) {
    const steps = dictionaryTypes.find((type) => type.code === 'LCES_PROCESS_SELECTION')?.items ?? [];
    const templates = lcesTemplates({ zh: steps.map((step) => step.zh), en: steps.map((step) => step.en) });
    const files = renderPdfsSync(
      templates.map((template) => ({ kind: 'workbook', input: template.workbook })),
    );
    const now = Date.now();
    templates.forEach((template, index) => {
      const bytes = files[index];
      if (!bytes) throw new Error(`Template ${template.file} was not drawn`);
      saveTemplate(
        db,
        attachments,
        { file: template.file, fileName: template.fileName, mime: XLSX_MIME, bytes },
        now,
      );
      execute(
        db,
        `UPDATE dict_items SET ${template.language === 'zh' ? 'desc_zh' : 'desc_en'} = ?
          WHERE type_code = 'LCES_MODEL_DOWNLOAD' AND item_code = ?`,
        template.file,
        template.itemCode,
      );
    });
  },
};
