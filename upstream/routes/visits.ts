import * as z from 'zod';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { execute, queryOne } from '../db/sql.ts';
import { ok } from '../http/envelope.ts';
import { readJsonBody } from '../http/validate.ts';

// The spec shows the call but not its payload (business.md 7); the portal sends
// its visitor id (refreshed every 8 hours, business.md 9) and the page path.
const pageViewBody = z.object({
  visitorId: z.uuid(),
  page: z.string().trim().min(1).max(512),
});

// "Today" is the platform's day in China, whatever the server's time zone.
const chinaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function registerVisitRoutes(app: UpstreamApp, { db }: UpstreamDeps): void {
  // POST /n/pvuv/count – records one page view; answers today's page views and unique visitors.
  app.post('/n/pvuv/count', async (c) => {
    const { visitorId, page } = await readJsonBody(c, pageViewBody);
    const now = Date.now();
    const day = chinaDay.format(now);
    execute(
      db,
      'INSERT INTO page_views (visitor_id, page, day, created_at) VALUES (?, ?, ?, ?)',
      visitorId,
      page,
      day,
      now,
    );
    const totals = queryOne<{ pv: number; uv: number }>(
      db,
      'SELECT COUNT(*) AS pv, COUNT(DISTINCT visitor_id) AS uv FROM page_views WHERE day = ?',
      day,
    );
    return ok(c, { pv: totals?.pv ?? 0, uv: totals?.uv ?? 0 });
  });
}
