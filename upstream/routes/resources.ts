import * as z from 'zod';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { queryAll, queryOne } from '../db/sql.ts';
import { ok } from '../http/envelope.ts';
import { localise, requestLanguage } from '../http/language.ts';
import { offsetOf, pageNumField, pageSizeField } from '../http/paging.ts';
import { readJsonBody } from '../http/validate.ts';

type ResourceRow = {
  id: number;
  nameZh: string;
  nameEn: string;
  introduceZh: string;
  introduceEn: string;
  imageId: number;
  imageIdEn: number | null;
  cnFileId: number;
  enFileId: number | null;
};

// type: the RESOURCE_TYPE dictionary item id (255, 256, 257); the portal pages by 5.
const resourcePageBody = z.object({
  type: z.coerce.number().int().positive(),
  pageNum: pageNumField,
  pageSize: pageSizeField,
});

export function registerResourceRoutes(app: UpstreamApp, { db }: UpstreamDeps): void {
  // POST /n/resource/manage/page – one page of a resource tab. enResourceFileId is
  // null where only a Chinese file exists. Files: GET /n/attachment/online/{id}.
  app.post('/n/resource/manage/page', async (c) => {
    const body = await readJsonBody(c, resourcePageBody);
    const rows = queryAll<ResourceRow>(
      db,
      `SELECT id, name_zh AS nameZh, name_en AS nameEn, introduce_zh AS introduceZh,
              introduce_en AS introduceEn, image_id AS imageId, image_id_en AS imageIdEn, cn_file_id AS cnFileId, en_file_id AS enFileId
         FROM resources WHERE type_id = ? ORDER BY sort, id LIMIT ? OFFSET ?`,
      body.type,
      body.pageSize,
      offsetOf(body.pageNum, body.pageSize),
    );
    const total = queryOne<{ count: number }>(
      db,
      'SELECT COUNT(*) AS count FROM resources WHERE type_id = ?',
      body.type,
    );
    const language = requestLanguage(c);
    return ok(c, {
      list: rows.map((row) => ({
        id: row.id,
        resourceName: localise(language, row.nameZh, row.nameEn),
        resourceIntroduce: localise(language, row.introduceZh, row.introduceEn),
        resourceImageId: language === 'en' ? (row.imageIdEn ?? row.imageId) : row.imageId,
        cnResourceFileId: row.cnFileId,
        enResourceFileId: row.enFileId,
      })),
      totals: total?.count ?? 0,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    });
  });
}
