import { myEpdEndpoints } from '@/lib/my-epd/endpoints';
import { answerContract, getContract, requireCompanyMayAct } from '@/lib/my-epd/server/mine-applications';
import { withBff } from '@/lib/bff/server/with-bff';

// GET /api/applications/mine/{id}/contract – the newest contract; POST confirms or refuses it (business.md 4).
export const GET = withBff(myEpdEndpoints.contract, ({ input, viewer, req }) =>
  getContract(viewer, input.id, req.signal),
);

export const POST = withBff(myEpdEndpoints.answerContract, async ({ input, viewer, fresh }) => {
  requireCompanyMayAct(fresh);
  return answerContract(viewer, input.id, input.contractId, input.answer);
});
