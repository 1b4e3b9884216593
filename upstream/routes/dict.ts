import type { Context } from 'hono';
import * as z from 'zod';
import type { UpstreamApp, UpstreamDeps, UpstreamEnv } from '../context.ts';
import { queryAll, queryOne } from '../db/sql.ts';
import { fail, ok } from '../http/envelope.ts';
import type { Language } from '../http/language.ts';
import { localise, requestLanguage } from '../http/language.ts';
import { nestByParent } from '../http/nest-by-parent.ts';
import { readJsonBody } from '../http/validate.ts';

/** accounts.md 3 "Dictionary item"; `childrens` is the platform's spelling. */
export type DictItem = {
  id: number;
  itemCode: string;
  itemValue: string;
  itemDesc: string | null;
  i18nCode: string;
  /** 0 at the top level, as the Java platform writes a missing parent. */
  parentId: number;
  childrens: DictItem[];
};

type DictItemRow = {
  id: number;
  parentId: number | null;
  itemCode: string;
  valueZh: string;
  valueEn: string;
  descZh: string | null;
  descEn: string | null;
  i18nCode: string;
};

const ITEM_COLUMNS = `id, parent_id AS parentId, item_code AS itemCode, value_zh AS valueZh,
  value_en AS valueEn, desc_zh AS descZh, desc_en AS descEn, i18n_code AS i18nCode`;

const itemDetailBody = z.object({
  typeCode: z.string().trim().min(1).max(64),
  itemCode: z.string().trim().min(1).max(64),
});

export function registerDictRoutes(app: UpstreamApp, { db }: UpstreamDeps): void {
  const listItems = (typeCode: string): DictItemRow[] =>
    queryAll<DictItemRow>(
      db,
      `SELECT ${ITEM_COLUMNS} FROM dict_items WHERE type_code = ? ORDER BY sort, id`,
      typeCode,
    );

  // GET /n/dict/list/{type} and /p/dict/list/{type} – every item of the type, flat.
  // The /p/ form also serves visitors (the /p/* middleware only rejects a bad token).
  // An unknown type answers an empty list, not an error.
  const answerList = (c: Context<UpstreamEnv>): Response => {
    const language = requestLanguage(c);
    return ok(
      c,
      listItems(c.req.param('type') ?? '').map((row) => toDictItem(row, language, [])),
    );
  };
  app.get('/n/dict/list/:type', answerList);
  app.get('/p/dict/list/:type', answerList);

  // GET /p/dict/tree/{type} – the same items nested through `childrens`
  // (CHANNEL_CLASSIFICATION, INDUSTRY_CLASSIFICATION: accounts.md 7).
  app.get('/p/dict/tree/:type', (c) => {
    const language = requestLanguage(c);
    const tree = nestByParent<DictItemRow, DictItem>(listItems(c.req.param('type')), (row, children) =>
      toDictItem(row, language, children),
    );
    return ok(c, tree);
  });

  // POST /n/dict/getItemDetail – one item by type and code (business.md 7).
  app.post('/n/dict/getItemDetail', async (c) => {
    const { typeCode, itemCode } = await readJsonBody(c, itemDetailBody);
    const row = queryOne<DictItemRow>(
      db,
      `SELECT ${ITEM_COLUMNS} FROM dict_items WHERE type_code = ? AND item_code = ?`,
      typeCode,
      itemCode,
    );
    if (!row) return fail(c, 0, 'Dictionary item not found');
    return ok(c, toDictItem(row, requestLanguage(c), []));
  });
}

function toDictItem(row: DictItemRow, language: Language, childrens: DictItem[]): DictItem {
  return {
    id: row.id,
    itemCode: row.itemCode,
    itemValue: localise(language, row.valueZh, row.valueEn),
    itemDesc: row.descZh === null ? null : localise(language, row.descZh, row.descEn),
    i18nCode: row.i18nCode,
    parentId: row.parentId ?? 0,
    childrens,
  };
}
