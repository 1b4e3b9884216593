import { mineEndpoints } from '@/lib/applications/mine-endpoints';
import { answerQuote, getQuote, requireCompanyMayAct } from '@/lib/applications/server/mine-applications';
import { withBff } from '@/lib/bff/with-bff';

// GET /api/applications/mine/{id}/quote – the service quote; POST confirms or refuses it (business.md 4).
export const GET = withBff(mineEndpoints.quote, ({ input, viewer, req }) => getQuote(viewer, input.id, req.signal));

export const POST = withBff(mineEndpoints.answerQuote, async ({ input, viewer, fresh }) => {
  requireCompanyMayAct(fresh);
  return answerQuote(viewer, input.id, input.answer);
});
