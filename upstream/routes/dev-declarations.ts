import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { execute, queryAll } from '../db/sql.ts';
import { fail, ok } from '../http/envelope.ts';
import { positiveId } from './epd.ts';

/** Back-office actions on declarations (dev operations only; see dev.ts). */
export function registerDeclarationDevRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
  // POST /__dev/epd/{id}/withdraw – the operator withdraws a declaration: it leaves
  // the search, its detail answers code 0 (the portal's 404 page) and its reports
  // can no longer be downloaded. Withdrawing twice keeps the first time.
  app.post('/__dev/epd/:id/withdraw', (c) => {
    const id = positiveId(c.req.param('id'));
    const result =
      id === null
        ? { changes: 0 }
        : execute(db, 'UPDATE epds SET withdrawn_at = COALESCE(withdrawn_at, ?) WHERE id = ?', now(), id);
    if (Number(result.changes) === 0) return fail(c, 0, 'EPD not found');
    return ok(c, { id, withdrawn: true });
  });

  // GET /__dev/access-records?page=/app/epd/1 – the product page's visit records of one page,
  // newest first (what the platform's owner reads back; tests check a visit was recorded once).
  app.get('/__dev/access-records', (c) => {
    const page = c.req.query('page') ?? '';
    const rows = queryAll<{
      userId: number | null;
      userCode: string | null;
      accessPage: string;
      accessData: string;
      createdAt: number;
    }>(
      db,
      `SELECT user_id AS userId, user_code AS userCode, access_page AS accessPage, access_data AS accessData, created_at AS createdAt
         FROM access_records WHERE access_page = ? ORDER BY id DESC LIMIT 50`,
      page,
    );
    return ok(c, rows);
  });
}
