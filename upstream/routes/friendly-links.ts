import * as z from 'zod';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { queryAll, queryOne } from '../db/sql.ts';
import { ok } from '../http/envelope.ts';
import { localise, requestLanguage } from '../http/language.ts';
import { readJsonBody } from '../http/validate.ts';

type LinkTypeRow = { id: number; code: string; nameZh: string; nameEn: string };
type LinkRow = {
  id: number;
  link: string;
  companyNameZh: string;
  companyNameEn: string;
  typeCode: string;
  attachmentId: number;
};

// business.md 7: pageSize, pageNum, inlet USER; the portal pages types by 10 (business.md 9).
// Numbers may arrive as strings, which the Java platform's JSON binding accepts too.
const linkTypePageBody = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  inlet: z.string().max(32).optional(),
});

export function registerFriendlyLinkRoutes(app: UpstreamApp, { db }: UpstreamDeps): void {
  // POST /n/friendly/type – one page of link types. `name` follows the request's
  // language, `enName` is always the English name (business.md 3).
  app.post('/n/friendly/type', async (c) => {
    const { pageNum, pageSize } = await readJsonBody(c, linkTypePageBody);
    const language = requestLanguage(c);
    const rows = queryAll<LinkTypeRow>(
      db,
      `SELECT id, code, name_zh AS nameZh, name_en AS nameEn
         FROM friendly_link_types ORDER BY sort, id LIMIT ? OFFSET ?`,
      pageSize,
      (pageNum - 1) * pageSize,
    );
    const total = queryOne<{ count: number }>(db, 'SELECT COUNT(*) AS count FROM friendly_link_types');
    return ok(c, {
      list: rows.map((row) => ({
        id: row.id,
        code: row.code,
        name: localise(language, row.nameZh, row.nameEn),
        enName: row.nameEn,
      })),
      totals: total?.count ?? 0,
      pageNum,
      pageSize,
    });
  });

  // GET /n/friendly/link – every link; attachmentId 3790 means "no logo" (business.md 3).
  app.get('/n/friendly/link', (c) => {
    const language = requestLanguage(c);
    const rows = queryAll<LinkRow>(
      db,
      `SELECT l.id, l.link, l.company_name_zh AS companyNameZh, l.company_name_en AS companyNameEn,
              l.type_code AS typeCode, l.attachment_id AS attachmentId
         FROM friendly_links l JOIN friendly_link_types t ON t.code = l.type_code
        ORDER BY t.sort, l.sort, l.id`,
    );
    return ok(
      c,
      rows.map((row) => ({
        id: row.id,
        link: row.link,
        companyName: localise(language, row.companyNameZh, row.companyNameEn),
        typeCode: row.typeCode,
        attachmentId: row.attachmentId,
      })),
    );
  });
}
