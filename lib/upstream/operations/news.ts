import * as z from 'zod';
import { defineOperation } from '../operation';

/** business.md 3, "News": the list leaves the HTML body out, so it never travels to a list page. */
export const newsSummarySchema = z.object({
  id: z.coerce.number().int(),
  newsTitle: z.string(),
  newsAbstract: z.string().nullish(),
  newsEditor: z.string().nullish(),
  /** Attachment id of the cover picture. */
  indexPicture: z.coerce.number().int().nullish(),
  /** China time, `YYYY-MM-DD HH:mm:ss`. */
  publishTime: z.string(),
  pubDate: z.object({ date: z.string() }).nullish(),
  /** 1 latest, 2 important, 3 regular (each has its colour). */
  newestFlag: z.coerce.number().int().nullish(),
});
export type NewsSummaryRecord = z.infer<typeof newsSummarySchema>;

const newsItemSchema = newsSummarySchema.extend({ newsContent: z.string().nullish() });
export type NewsRecord = z.infer<typeof newsItemSchema>;

const newsCache = { revalidateSeconds: 120, tags: ['news'] } as const;
const pageNum = z.coerce.number().int().min(1).max(1000);
const pageSize = z.coerce.number().int().min(1).max(100);

/** POST n/portal/list/news: one page, newest first (business.md 7). */
export const listNews = defineOperation({
  id: 'news.list',
  method: 'POST',
  path: '/n/portal/list/news',
  access: 'public',
  input: z.object({ pageNum, pageSize, newsTitle: z.string().trim().max(200).optional() }),
  output: z.object({ list: z.array(newsSummarySchema), totals: z.coerce.number().int() }),
  cache: newsCache,
});

/** POST /n/portal/get/news/get: one item with its HTML body; an unknown id answers code 0. */
export const getNews = defineOperation({
  id: 'news.get',
  method: 'POST',
  path: '/n/portal/get/news/get',
  access: 'public',
  input: z.object({ id: z.coerce.number().int().positive() }),
  output: newsItemSchema,
  htmlFields: ['newsContent'],
  cache: newsCache,
});

/** POST n/portal/index/list/news: the latest few, for the home page (no body needed). */
export const listHomeNews = defineOperation({
  id: 'news.index',
  method: 'POST',
  path: '/n/portal/index/list/news',
  access: 'public',
  input: z.object({}),
  output: z.array(newsSummarySchema),
  cache: newsCache,
});
