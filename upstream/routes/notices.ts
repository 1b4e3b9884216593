import type { SQLInputValue } from 'node:sqlite';
import * as z from 'zod';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { queryAll, queryOne } from '../db/sql.ts';
import { formatChinaDateTime } from '../http/china-date-time.ts';
import { fail, ok } from '../http/envelope.ts';
import { requestLanguage } from '../http/language.ts';
import { containsPattern, offsetOf, optionalFilter, pageNumField, pageSizeField } from '../http/paging.ts';
import { readJsonBody } from '../http/validate.ts';
import { positiveId } from './epd.ts';

type NoticeRow = {
  id: number;
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  contentZh: string;
  contentEn: string;
  publishedAt: number;
};

const NOTICE_COLUMNS = `id, title_zh AS titleZh, title_en AS titleEn, summary_zh AS summaryZh,
  summary_en AS summaryEn, content_zh AS contentZh, content_en AS contentEn, published_at AS publishedAt`;

const noticePageBody = z.object({
  title: optionalFilter(200),
  pageNum: pageNumField,
  pageSize: pageSizeField,
});

const idBody = z.object({ id: z.union([z.number(), z.string()]).transform(String) });

export function registerNoticeRoutes(app: UpstreamApp, { db }: UpstreamDeps): void {
  // POST /n/announcement/list – one page of notices, newest first (without bodies).
  app.post('/n/announcement/list', async (c) => {
    const body = await readJsonBody(c, noticePageBody);
    const conditions = ['1 = 1'];
    const params: SQLInputValue[] = [];
    if (body.title) {
      conditions.push(`(title_zh LIKE ? ESCAPE '\\' OR title_en LIKE ? ESCAPE '\\')`);
      params.push(containsPattern(body.title), containsPattern(body.title));
    }
    const where = conditions.join(' AND ');
    const rows = queryAll<NoticeRow>(
      db,
      `SELECT ${NOTICE_COLUMNS} FROM announcements WHERE ${where}
        ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
      ...params,
      body.pageSize,
      offsetOf(body.pageNum, body.pageSize),
    );
    const total = queryOne<{ count: number }>(
      db,
      `SELECT COUNT(*) AS count FROM announcements WHERE ${where}`,
      ...params,
    );
    const en = requestLanguage(c) === 'en';
    return ok(c, {
      list: rows.map((row) => ({
        id: row.id,
        title: en ? row.titleEn : row.titleZh,
        summary: en ? row.summaryEn : row.summaryZh,
        publishTime: formatChinaDateTime(row.publishedAt),
      })),
      totals: total?.count ?? 0,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    });
  });

  // POST /n/announcement/get – one notice with its attachments ({id, name}; the
  // files are PDFs under Chinese names, fetched with GET /n/attachment/online/{id}).
  app.post('/n/announcement/get', async (c) => {
    const id = positiveId((await readJsonBody(c, idBody)).id);
    const row =
      id === null
        ? undefined
        : queryOne<NoticeRow>(db, `SELECT ${NOTICE_COLUMNS} FROM announcements WHERE id = ?`, id);
    if (!row) return fail(c, 0, 'Announcement not found');
    const attachmentList = queryAll<{ id: number; name: string }>(
      db,
      `SELECT a.id, a.file_name AS name
         FROM announcement_attachments aa JOIN attachments a ON a.id = aa.attachment_id
        WHERE aa.announcement_id = ? ORDER BY aa.sort`,
      row.id,
    );
    const en = requestLanguage(c) === 'en';
    return ok(c, {
      id: row.id,
      title: en ? row.titleEn : row.titleZh,
      summary: en ? row.summaryEn : row.summaryZh,
      content: en ? row.contentEn : row.contentZh,
      publishTime: formatChinaDateTime(row.publishedAt),
      attachmentList,
    });
  });
}
