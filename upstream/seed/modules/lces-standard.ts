import { execute, queryOne } from '../../db/sql.ts';
import { saveTemplate } from '../../files/template-store.ts';
import { renderPdfsSync } from '../render/pdf/render-pdfs.ts';
import type { SeedModule } from '../seed-module.ts';
import { dictionaryTypes } from './dictionaries-data.ts';
import { evaluationStandardDocuments } from './lces-standard-data.ts';

const TYPE = 'LCES_MODEL_DOWNLOAD';
const ITEM = 'EVALUATION_STANDARD';

/**
 * The low-carbon-emission steel evaluation standard as a PDF in each language, filed as a
 * template under its own file name (the item's itemDesc, which is also the name the application
 * takes it under). Adds the dictionary item to databases seeded before it existed.
 * Runs after `dictionaries`.
 */
export const lcesStandardSeed: SeedModule = {
  name: 'lces-evaluation-standard',
  run({ db, attachments }) {
    const types = dictionaryTypes.find((type) => type.code === TYPE);
    const item = types?.items.find((entry) => entry.code === ITEM);
    if (!types || !item?.descZh || !item.descEn) throw new Error(`${TYPE} has no ${ITEM} item`);
    if (!queryOne(db, 'SELECT 1 FROM dict_items WHERE type_code = ? AND item_code = ?', TYPE, ITEM)) {
      execute(
        db,
        `INSERT INTO dict_items (type_code, item_code, value_zh, value_en, desc_zh, desc_en, i18n_code, sort)
         VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(sort), 0) + 1 FROM dict_items WHERE type_code = ?))`,
        TYPE,
        ITEM,
        item.zh,
        item.en,
        item.descZh,
        item.descEn,
        `${TYPE}_${ITEM}`,
        TYPE,
      );
    }

    const steps = dictionaryTypes.find((type) => type.code === 'LCES_PROCESS_SELECTION')?.items ?? [];
    const documents = evaluationStandardDocuments({
      zh: steps.map((step) => step.zh),
      en: steps.map((step) => step.en),
    });
    const [zh, en] = renderPdfsSync([
      { kind: 'document', input: documents.zh },
      { kind: 'document', input: documents.en },
    ]);
    if (!zh || !en) throw new Error('The evaluation standard was not drawn');
    const now = Date.now();
    for (const [file, bytes] of [
      [item.descZh, zh],
      [item.descEn, en],
    ] as const) {
      saveTemplate(db, attachments, { file, fileName: file, mime: 'application/pdf', bytes }, now);
    }
  },
};
