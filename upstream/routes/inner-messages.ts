import * as z from 'zod';
import { MessageStatus } from '../accounts/inner-messages.ts';
import { REFUSAL_CODE } from '../accounts/refusals.ts';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { execute, queryAll, queryOne } from '../db/sql.ts';
import { requireUser } from '../http/auth.ts';
import { formatChinaDateTime } from '../http/china-date-time.ts';
import { fail, ok } from '../http/envelope.ts';
import { localise, requestLanguage } from '../http/language.ts';
import { offsetOf, pageNumField, pageSizeField } from '../http/paging.ts';
import { readJsonBody, readOptionalJsonBody } from '../http/validate.ts';

// The signed-in user's system messages (accounts.md 2.9 and 4.8): the bell's unread
// count, the popover and /textmessage list, reading one and reading all. A user only
// ever sees and changes their own messages.

// `type` 1 is the system message; "" and null mean any type, as the old front end sends them.
const typeField = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce.number().int().min(0).max(99).optional(),
);

const countBody = z.object({
  status: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().int().min(0).max(1).optional(),
  ),
  type: typeField,
});
const listBody = z.object({
  pageNum: pageNumField,
  pageSize: pageSizeField,
  type: typeField,
  // USER for the portal; accepted and not used.
  inlet: z.string().trim().max(32).optional().nullable(),
});
const readBody = z.object({ id: z.coerce.number().int().positive() });
// The portal sends an id with "read all" (the user's); every message of the caller is read.
const readAllBody = z.object({ id: z.unknown().optional() });

type MessageRow = {
  id: number;
  status: number;
  sendMsgZh: string;
  sendMsgEn: string | null;
  sendTime: number;
};

const messageNotFound = { zh: '消息不存在', en: 'Message not found' } as const;

export function registerInnerMessageRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
  // POST /p/epd/inner/count – the caller's unread count (status 0 unless `status` says
  // otherwise), of one type when `type` is given; data is the number.
  app.post('/p/epd/inner/count', async (c) => {
    const { userId } = requireUser(c);
    const body = await readOptionalJsonBody(c, countBody);
    const row = queryOne<{ count: number }>(
      db,
      `SELECT COUNT(*) AS count FROM inner_messages
        WHERE user_id = ? AND status = ? AND (? IS NULL OR message_type = ?)`,
      userId,
      body.status ?? MessageStatus.Unread,
      body.type ?? null,
      body.type ?? null,
    );
    return ok(c, row?.count ?? 0);
  });

  // POST /p/epd/inner/list – the caller's messages, newest first: {list, totals, pageNum, pageSize}.
  app.post('/p/epd/inner/list', async (c) => {
    const { userId } = requireUser(c);
    const body = await readJsonBody(c, listBody);
    const type = body.type ?? null;
    const totals =
      queryOne<{ count: number }>(
        db,
        `SELECT COUNT(*) AS count FROM inner_messages
          WHERE user_id = ? AND (? IS NULL OR message_type = ?)`,
        userId,
        type,
        type,
      )?.count ?? 0;
    const rows = queryAll<MessageRow>(
      db,
      `SELECT id, status, send_msg_zh AS sendMsgZh, send_msg_en AS sendMsgEn, send_time AS sendTime
         FROM inner_messages
        WHERE user_id = ? AND (? IS NULL OR message_type = ?)
        ORDER BY send_time DESC, id DESC LIMIT ? OFFSET ?`,
      userId,
      type,
      type,
      body.pageSize,
      offsetOf(body.pageNum, body.pageSize),
    );
    const language = requestLanguage(c);
    return ok(c, {
      list: rows.map((row) => ({
        id: row.id,
        status: row.status,
        sendMsg: localise(language, row.sendMsgZh, row.sendMsgEn),
        sendTime: formatChinaDateTime(row.sendTime),
      })),
      totals,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    });
  });

  // POST /p/epd/inner/read – marks one of the caller's messages read (again: no harm).
  // Someone else's id answers as an unknown one.
  app.post('/p/epd/inner/read', async (c) => {
    const { userId } = requireUser(c);
    const { id } = await readJsonBody(c, readBody);
    const mine = queryOne(db, 'SELECT 1 FROM inner_messages WHERE id = ? AND user_id = ?', id, userId);
    if (!mine) return fail(c, REFUSAL_CODE, messageNotFound[requestLanguage(c)]);
    execute(
      db,
      'UPDATE inner_messages SET status = ?, read_at = COALESCE(read_at, ?) WHERE id = ?',
      MessageStatus.Read,
      now(),
      id,
    );
    return ok(c, null);
  });

  // POST /p/epd/inner/readAll – marks every message of the caller read.
  app.post('/p/epd/inner/readAll', async (c) => {
    const { userId } = requireUser(c);
    await readOptionalJsonBody(c, readAllBody);
    execute(
      db,
      'UPDATE inner_messages SET status = ?, read_at = ? WHERE user_id = ? AND status = ?',
      MessageStatus.Read,
      now(),
      userId,
      MessageStatus.Unread,
    );
    return ok(c, null);
  });
}
