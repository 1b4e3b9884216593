import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { execute } from '../db/sql.ts';
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
}
