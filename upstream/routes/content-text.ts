import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { queryAll } from '../db/sql.ts';
import { ok } from '../http/envelope.ts';
import { localise, requestLanguage } from '../http/language.ts';

type TextRow = { code: string; valueZh: string; valueEn: string };

export function registerContentTextRoutes(app: UpstreamApp, { db }: UpstreamDeps): void {
  // GET /n/text/all – server-managed texts (footer filing numbers, hotline) in the
  // request's language; the portal's own messages win over these (DESIGN.md).
  app.get('/n/text/all', (c) => {
    const language = requestLanguage(c);
    const rows = queryAll<TextRow>(
      db,
      'SELECT code, value_zh AS valueZh, value_en AS valueEn FROM texts ORDER BY sort, code',
    );
    return ok(
      c,
      rows.map((row) => ({ textCode: row.code, textValue: localise(language, row.valueZh, row.valueEn) })),
    );
  });
}
