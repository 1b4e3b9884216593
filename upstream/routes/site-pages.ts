import type { Context } from 'hono';
import type { UpstreamApp, UpstreamDeps, UpstreamEnv } from '../context.ts';
import { queryAll, queryOne } from '../db/sql.ts';
import { fail, ok } from '../http/envelope.ts';
import { localise, requestLanguage } from '../http/language.ts';

type GpiRow = { i18n: string; attachmentId: number; attachmentName: string; enable: number };

export function registerSitePageRoutes(app: UpstreamApp, { db }: UpstreamDeps): void {
  // GET /n/page/about, /n/page/serve, /n/page/pricing – server-supplied HTML in the
  // request's language. It is NOT sanitised here: the about page carries a <script>
  // and the pricing page an onclick on purpose, for the portal's sanitiser.
  const answerPage = (code: string) => (c: Context<UpstreamEnv>) => {
    const row = queryOne<{ contentZh: string; contentEn: string }>(
      db,
      'SELECT content_zh AS contentZh, content_en AS contentEn FROM static_pages WHERE code = ?',
      code,
    );
    if (!row) return fail(c, 0, 'Page not found');
    return ok(c, { content: localise(requestLanguage(c), row.contentZh, row.contentEn) });
  };
  app.get('/n/page/about', answerPage('about'));
  app.get('/n/page/serve', answerPage('serve'));
  app.get('/n/page/pricing', answerPage('pricing'));

  // GET /n/gpi/new – the general programme instructions, one file per language;
  // the portal offers the English one only when enable is 1.
  app.get('/n/gpi/new', (c) => {
    const rows = queryAll<GpiRow>(
      db,
      `SELECT g.i18n, g.attachment_id AS attachmentId, a.file_name AS attachmentName, g.enable
         FROM gpi_documents g JOIN attachments a ON a.id = g.attachment_id
        ORDER BY g.sort`,
    );
    return ok(c, rows);
  });
}
