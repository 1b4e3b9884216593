import type { Context } from 'hono';
import * as z from 'zod';
import { REFUSAL_CODE } from '../accounts/refusals.ts';
import type { UpstreamApp, UpstreamDeps, UpstreamEnv } from '../context.ts';
import { queryAll, queryOne } from '../db/sql.ts';
import { formatChinaDateTime } from '../http/china-date-time.ts';
import { fail, ok } from '../http/envelope.ts';
import type { Language } from '../http/language.ts';
import { requestLanguage } from '../http/language.ts';
import { readJsonBody } from '../http/validate.ts';

// The user agreement and the privacy policy with their version history (accounts.md 2.8).
// `i18n` ('zh-CN' or 'en') picks the text; without it the Accept-Language does.

const agreementType = z.enum(['REGISTRATION_C2F', 'PRIVACY_C2F']);
const i18n = z.string().trim().max(16).optional();

const nowBody = z.object({ agreementType, i18n });
const listBody = z.object({
  agreementType,
  i18n,
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
const detailsBody = z.object({ id: z.coerce.number().int().positive(), i18n });

type AgreementRow = {
  id: number;
  agreementType: string;
  agreementVersion: string;
  publishTime: number;
  failureTime: number | null;
  contentZh: string;
  contentEn: string;
};

const COLUMNS = `id, agreement_type AS agreementType, agreement_version AS agreementVersion,
  publish_time AS publishTime, failure_time AS failureTime, content_zh AS contentZh, content_en AS contentEn`;

const notFound = { zh: '协议不存在', en: 'Agreement not found' } as const;

export function registerAgreementRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
  // POST /n/agreement/now – the version in force, with its full HTML text.
  app.post('/n/agreement/now', async (c) => {
    const body = await readJsonBody(c, nowBody);
    const at = now();
    const row = queryOne<AgreementRow>(
      db,
      `SELECT ${COLUMNS} FROM agreements
        WHERE agreement_type = ? AND publish_time <= ? AND (failure_time IS NULL OR failure_time > ?)
        ORDER BY publish_time DESC LIMIT 1`,
      body.agreementType,
      at,
      at,
    );
    if (!row) return fail(c, REFUSAL_CODE, notFound[requestLanguage(c)]);
    return ok(c, toAgreement(row, textLanguage(c, body.i18n), true));
  });

  // POST /n/agreement/list – the version history, newest first, 10 a page; texts left out.
  app.post('/n/agreement/list', async (c) => {
    const body = await readJsonBody(c, listBody);
    const language = textLanguage(c, body.i18n);
    const rows = queryAll<AgreementRow>(
      db,
      `SELECT ${COLUMNS} FROM agreements WHERE agreement_type = ?
        ORDER BY publish_time DESC, id DESC LIMIT ? OFFSET ?`,
      body.agreementType,
      body.pageSize,
      (body.pageNum - 1) * body.pageSize,
    );
    const total = queryOne<{ count: number }>(
      db,
      'SELECT COUNT(*) AS count FROM agreements WHERE agreement_type = ?',
      body.agreementType,
    );
    return ok(c, {
      list: rows.map((row) => toAgreement(row, language, false)),
      totals: total?.count ?? 0,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    });
  });

  // POST /n/agreement/details – one version by id, with its full HTML text.
  app.post('/n/agreement/details', async (c) => {
    const body = await readJsonBody(c, detailsBody);
    const row = queryOne<AgreementRow>(db, `SELECT ${COLUMNS} FROM agreements WHERE id = ?`, body.id);
    if (!row) return fail(c, REFUSAL_CODE, notFound[requestLanguage(c)]);
    return ok(c, toAgreement(row, textLanguage(c, body.i18n), true));
  });
}

function textLanguage(c: Context<UpstreamEnv>, i18nField: string | undefined): Language {
  if (i18nField) return i18nField.toLowerCase().startsWith('en') ? 'en' : 'zh';
  return requestLanguage(c);
}

function toAgreement(row: AgreementRow, language: Language, withContent: boolean) {
  return {
    id: row.id,
    agreementType: row.agreementType,
    agreementVersion: row.agreementVersion,
    publishTime: formatChinaDateTime(row.publishTime),
    failureTime: row.failureTime === null ? null : formatChinaDateTime(row.failureTime),
    ...(withContent ? { agreementContent: language === 'en' ? row.contentEn : row.contentZh } : {}),
  };
}
