import * as z from 'zod';
import { defineOperation } from '../operation';

/** business.md 3, "Announcement", as the list gives it (without the body). */
export const noticeSummarySchema = z.object({
  id: z.coerce.number().int(),
  title: z.string(),
  summary: z.string().nullish(),
  /** China time, `YYYY-MM-DD HH:mm:ss`. */
  publishTime: z.string(),
});
export type NoticeSummaryRecord = z.infer<typeof noticeSummarySchema>;

const noticeSchema = noticeSummarySchema.extend({
  content: z.string().nullish(),
  attachmentList: z.array(z.object({ id: z.coerce.number().int(), name: z.string() })).nullish(),
});
export type NoticeRecord = z.infer<typeof noticeSchema>;

const noticeCache = { revalidateSeconds: 120, tags: ['notices'] } as const;

/** POST /api/n/announcement/list: one page, newest first (business.md 7). */
export const listNotices = defineOperation({
  id: 'notices.list',
  method: 'POST',
  path: '/n/announcement/list',
  access: 'public',
  input: z.object({
    pageNum: z.coerce.number().int().min(1).max(1000),
    pageSize: z.coerce.number().int().min(1).max(100),
    title: z.string().trim().max(200).optional(),
  }),
  output: z.object({ list: z.array(noticeSummarySchema), totals: z.coerce.number().int() }),
  cache: noticeCache,
});

/** POST /api/n/announcement/get: one notice with its HTML body and attachments; unknown id: code 0. */
export const getNotice = defineOperation({
  id: 'notices.get',
  method: 'POST',
  path: '/n/announcement/get',
  access: 'public',
  input: z.object({ id: z.coerce.number().int().positive() }),
  output: noticeSchema,
  htmlFields: ['content'],
  cache: noticeCache,
});
