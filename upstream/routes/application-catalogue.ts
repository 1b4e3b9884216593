import * as z from 'zod';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { requireUser } from '../http/auth.ts';
import { queryAll, queryOne } from '../db/sql.ts';
import { formatChinaDateTime } from '../http/china-date-time.ts';
import { ok } from '../http/envelope.ts';
import type { Language } from '../http/language.ts';
import { localise, requestLanguage } from '../http/language.ts';
import { nestByParent } from '../http/nest-by-parent.ts';
import { offsetOf, pageNumField, pageSizeField } from '../http/paging.ts';
import { readJsonBody, readOptionalJsonBody } from '../http/validate.ts';
import { positiveId } from './epd.ts';

// What the application form offers (business.md 2.2 and 7): the product category cascader, the
// LCA technology routes and the templates. Signed-in users only (401 otherwise): the form is
// behind login (business.md 2.1), and the `/p/` calls that serve visitors are the searches and
// their company and PCR lists.

type CategoryRow = {
  id: number;
  parentId: number | null;
  code: string;
  nameZh: string;
  nameEn: string;
  pcrNumber: string | null;
};

type CategoryNode = {
  id: number;
  parentId: number;
  code: string;
  name: string;
  nameZh: string;
  nameEn: string;
  pcrNumber: string | null;
  children: CategoryNode[];
};

type TemplateRow = {
  id: number;
  code: string;
  i18n: 'zh-CN' | 'en';
  name: string;
  attachmentId: number;
  version: string;
  updatedAt: number;
};

// business.md 7 "POST /p/productCategory/list: id": the parent whose children are listed, 0 for the top.
const categoryBody = z.object({ id: z.coerce.number().int().min(0) });

const modelPageBody = z.object({
  pageNum: pageNumField,
  pageSize: pageSizeField,
  i18n: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(['zh-CN', 'en']).optional(),
  ),
});

const TEMPLATE_COLUMNS = `id, code, i18n, name, attachment_id AS attachmentId, version, updated_at AS updatedAt`;

/** An application template by code (the request's language's file) or by its file name as listed. */
export function findApplicationTemplateAttachment(
  db: UpstreamDeps['db'],
  attachments: UpstreamDeps['attachments'],
  file: string,
  language: Language,
) {
  const byCode = queryOne<TemplateRow>(
    db,
    `SELECT ${TEMPLATE_COLUMNS} FROM application_templates WHERE code = ? AND i18n = ?`,
    file.toUpperCase(),
    i18nOf(language),
  );
  const template =
    byCode ??
    queryAll<TemplateRow>(db, `SELECT ${TEMPLATE_COLUMNS} FROM application_templates`).find(
      (row) => attachments.find(row.attachmentId)?.fileName === file,
    );
  return template ? attachments.find(template.attachmentId) : undefined;
}

function i18nOf(language: Language): 'zh-CN' | 'en' {
  return language === 'en' ? 'en' : 'zh-CN';
}

export function registerApplicationCatalogueRoutes(
  app: UpstreamApp,
  { db, attachments }: UpstreamDeps,
): void {
  // POST /p/productCategory/list – {id}: with 0, the two-level product category tree; with the id
  // of a first-level category, that category's children only. Names in both languages and localised.
  app.post('/p/productCategory/list', async (c) => {
    requireUser(c);
    const { id } = await readJsonBody(c, categoryBody);
    const language = requestLanguage(c);
    const rows = queryAll<CategoryRow>(
      db,
      `SELECT id, parent_id AS parentId, code, name_zh AS nameZh, name_en AS nameEn, pcr_number AS pcrNumber
         FROM product_categories ORDER BY sort, id`,
    );
    const tree = nestByParent<CategoryRow, CategoryNode>(rows, (row, children) => ({
      id: row.id,
      parentId: row.parentId ?? 0,
      code: row.code,
      name: localise(language, row.nameZh, row.nameEn),
      nameZh: row.nameZh,
      nameEn: row.nameEn,
      pcrNumber: row.pcrNumber,
      children,
    }));
    if (id === 0) return ok(c, tree);
    return ok(c, tree.find((node) => node.id === id)?.children ?? []);
  });

  // POST /p/model/manage/page – {pageNum, pageSize, i18n?}: the templates of the form in the
  // request's language (or `i18n`): EPD_SPARE_TEMPLATE, LCA_TEMPLATE, DATA_COLLECTION_TEMPLATE.
  app.post('/p/model/manage/page', async (c) => {
    requireUser(c);
    const body = await readOptionalJsonBody(c, modelPageBody);
    const i18n = body.i18n ?? i18nOf(requestLanguage(c));
    const rows = queryAll<TemplateRow>(
      db,
      `SELECT ${TEMPLATE_COLUMNS} FROM application_templates WHERE i18n = ? ORDER BY sort, id LIMIT ? OFFSET ?`,
      i18n,
      body.pageSize,
      offsetOf(body.pageNum, body.pageSize),
    );
    const total = queryOne<{ count: number }>(
      db,
      'SELECT COUNT(*) AS count FROM application_templates WHERE i18n = ?',
      i18n,
    );
    return ok(c, {
      list: rows.map((row) => ({
        id: row.id,
        code: row.code,
        name: row.name,
        fileName: attachments.find(row.attachmentId)?.fileName ?? null,
        attachmentId: row.attachmentId,
        i18n: row.i18n,
        version: row.version,
        updateTime: formatChinaDateTime(row.updatedAt),
      })),
      totals: total?.count ?? 0,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    });
  });

  // GET /p/lca/categories – the process-route families of the LCA technology routes.
  app.get('/p/lca/categories', (c) => {
    requireUser(c);
    const language = requestLanguage(c);
    const rows = queryAll<{
      id: number;
      code: string;
      nameZh: string;
      nameEn: string;
      descZh: string;
      descEn: string;
    }>(
      db,
      `SELECT id, code, name_zh AS nameZh, name_en AS nameEn, desc_zh AS descZh, desc_en AS descEn
         FROM lca_categories ORDER BY sort, id`,
    );
    return ok(
      c,
      rows.map((row) => ({
        id: row.id,
        code: row.code,
        name: localise(language, row.nameZh, row.nameEn),
        description: localise(language, row.descZh, row.descEn),
      })),
    );
  });

  // GET /p/lca/technology/{categoryId} – the technology routes of one family (e.g. BF-BOF, EAF);
  // an unknown family answers [].
  app.get('/p/lca/technology/:id', (c) => {
    requireUser(c);
    const language = requestLanguage(c);
    const categoryId = positiveId(c.req.param('id'));
    const rows =
      categoryId === null
        ? []
        : queryAll<{
            id: number;
            categoryId: number;
            code: string;
            nameZh: string;
            nameEn: string;
            descZh: string;
            descEn: string;
            referenceGwp: number;
          }>(
            db,
            `SELECT id, category_id AS categoryId, code, name_zh AS nameZh, name_en AS nameEn, desc_zh AS descZh,
                    desc_en AS descEn, reference_gwp AS referenceGwp
               FROM lca_technologies WHERE category_id = ? ORDER BY sort, id`,
            categoryId,
          );
    return ok(
      c,
      rows.map((row) => ({
        id: row.id,
        categoryId: row.categoryId,
        code: row.code,
        name: localise(language, row.nameZh, row.nameEn),
        description: localise(language, row.descZh, row.descEn),
        referenceGwp: row.referenceGwp,
      })),
    );
  });
}
