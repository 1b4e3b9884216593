import type { SQLInputValue } from 'node:sqlite';
import * as z from 'zod';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { queryAll, queryOne } from '../db/sql.ts';
import { parseChinaTime } from '../http/china-calendar.ts';
import { formatChinaDateTime } from '../http/china-date-time.ts';
import { fail, ok } from '../http/envelope.ts';
import { badRequest } from '../http/errors.ts';
import type { Language } from '../http/language.ts';
import { requestLanguage } from '../http/language.ts';
import { containsPattern, offsetOf, optionalFilter, pageNumField, pageSizeField } from '../http/paging.ts';
import { readJsonBody } from '../http/validate.ts';
import { positiveId } from './epd.ts';

const INDEX_NEWS_COUNT = 6;
const DAY_MS = 86_400_000;

type NewsRow = {
  id: number;
  titleZh: string;
  titleEn: string;
  abstractZh: string;
  abstractEn: string;
  editorZh: string;
  editorEn: string;
  contentZh: string;
  contentEn: string;
  indexPicture: number;
  indexPictureEn: number | null;
  newestFlag: number;
  publishedAt: number;
};

const NEWS_COLUMNS = `id, title_zh AS titleZh, title_en AS titleEn, abstract_zh AS abstractZh,
  abstract_en AS abstractEn, editor_zh AS editorZh, editor_en AS editorEn, content_zh AS contentZh,
  content_en AS contentEn, index_picture AS indexPicture, index_picture_en AS indexPictureEn, newest_flag AS newestFlag,
  published_at AS publishedAt`;

// business.md 7, POST n/portal/list/news. Times are China time, "YYYY-MM-DD" or
// "YYYY-MM-DD HH:mm:ss"; a bare end date includes that whole day.
const newsPageBody = z.object({
  newsPublisher: optionalFilter(100),
  newsTitle: optionalFilter(200),
  publishStartTime: optionalFilter(19),
  publishEndTime: optionalFilter(19),
  pageNum: pageNumField,
  pageSize: pageSizeField,
});

const idBody = z.object({ id: z.union([z.number(), z.string()]).transform(String) });

export function registerNewsRoutes(app: UpstreamApp, { db }: UpstreamDeps): void {
  // POST /n/portal/list/news – one page of news, newest first, in the request's language.
  app.post('/n/portal/list/news', async (c) => {
    const body = await readJsonBody(c, newsPageBody);
    const conditions = ['1 = 1'];
    const params: SQLInputValue[] = [];
    if (body.newsTitle) {
      conditions.push(`(title_zh LIKE ? ESCAPE '\\' OR title_en LIKE ? ESCAPE '\\')`);
      params.push(containsPattern(body.newsTitle), containsPattern(body.newsTitle));
    }
    if (body.newsPublisher) {
      conditions.push(`(editor_zh LIKE ? ESCAPE '\\' OR editor_en LIKE ? ESCAPE '\\')`);
      params.push(containsPattern(body.newsPublisher), containsPattern(body.newsPublisher));
    }
    if (body.publishStartTime) {
      conditions.push('published_at >= ?');
      params.push(instant(body.publishStartTime, 'publishStartTime'));
    }
    if (body.publishEndTime) {
      const end = instant(body.publishEndTime, 'publishEndTime');
      conditions.push(body.publishEndTime.length === 10 ? 'published_at < ?' : 'published_at <= ?');
      params.push(body.publishEndTime.length === 10 ? end + DAY_MS : end);
    }
    const where = conditions.join(' AND ');
    const rows = queryAll<NewsRow>(
      db,
      `SELECT ${NEWS_COLUMNS} FROM news WHERE ${where} ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
      ...params,
      body.pageSize,
      offsetOf(body.pageNum, body.pageSize),
    );
    const total = queryOne<{ count: number }>(
      db,
      `SELECT COUNT(*) AS count FROM news WHERE ${where}`,
      ...params,
    );
    const language = requestLanguage(c);
    return ok(c, {
      list: rows.map((row) => toNewsItem(row, language)),
      totals: total?.count ?? 0,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    });
  });

  // POST /n/portal/get/news/get – one news item; unknown id: code 0, data null.
  app.post('/n/portal/get/news/get', async (c) => {
    const id = positiveId((await readJsonBody(c, idBody)).id);
    const row =
      id === null ? undefined : queryOne<NewsRow>(db, `SELECT ${NEWS_COLUMNS} FROM news WHERE id = ?`, id);
    if (!row) return fail(c, 0, 'News not found');
    return ok(c, toNewsItem(row, requestLanguage(c)));
  });

  // POST /n/portal/index/list/news – the latest six, for the home page. Takes no body.
  app.post('/n/portal/index/list/news', (c) => {
    const rows = queryAll<NewsRow>(
      db,
      `SELECT ${NEWS_COLUMNS} FROM news ORDER BY published_at DESC, id DESC LIMIT ?`,
      INDEX_NEWS_COUNT,
    );
    const language = requestLanguage(c);
    return ok(
      c,
      rows.map((row) => toNewsItem(row, language)),
    );
  });
}

function instant(text: string, field: string): number {
  const value = parseChinaTime(text);
  if (value === null) throw badRequest(`${field}: Expected YYYY-MM-DD or YYYY-MM-DD HH:mm:ss`);
  return value;
}

/** business.md 3, "News"; pubDate.date is the day the portal's timeline groups by. */
function toNewsItem(row: NewsRow, language: Language) {
  const en = language === 'en';
  const publishTime = formatChinaDateTime(row.publishedAt);
  return {
    id: row.id,
    newsTitle: en ? row.titleEn : row.titleZh,
    newsAbstract: en ? row.abstractEn : row.abstractZh,
    newsEditor: en ? row.editorEn : row.editorZh,
    newsContent: en ? row.contentEn : row.contentZh,
    indexPicture: en ? (row.indexPictureEn ?? row.indexPicture) : row.indexPicture,
    publishTime,
    pubDate: { date: publishTime.slice(0, 10) },
    newestFlag: row.newestFlag,
  };
}
