import { myEpdEndpoints } from '@/lib/my-epd/endpoints';
import { answerQuote, getQuote, requireCompanyMayAct } from '@/lib/my-epd/server/mine-applications';
import { withBff } from '@/lib/bff/server/with-bff';

// GET /api/applications/mine/{id}/quote – the service quote; POST confirms or refuses it (business.md 4).
export const GET = withBff(myEpdEndpoints.quote, ({ input, viewer, req }) =>
  getQuote(viewer, input.id, req.signal),
);

export const POST = withBff(myEpdEndpoints.answerQuote, async ({ input, viewer, fresh }) => {
  requireCompanyMayAct(fresh);
  return answerQuote(viewer, input.id, input.answer);
});
