import { mineEndpoints } from '@/lib/applications/mine-endpoints';
import { answerContract, getContract, requireCompanyMayAct } from '@/lib/applications/server/mine-applications';
import { withBff } from '@/lib/bff/with-bff';

// GET /api/applications/mine/{id}/contract – the newest contract; POST confirms or refuses it (business.md 4).
export const GET = withBff(mineEndpoints.contract, ({ input, viewer, req }) => getContract(viewer, input.id, req.signal));

export const POST = withBff(mineEndpoints.answerContract, async ({ input, viewer, fresh }) => {
  requireCompanyMayAct(fresh);
  return answerContract(viewer, input.id, input.contractId, input.answer);
});
