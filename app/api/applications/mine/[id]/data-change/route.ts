import { mineEndpoints } from '@/lib/applications/mine-endpoints';
import { confirmApplicationDataChange, requireCompanyMayAct } from '@/lib/applications/server/mine-applications';
import { withBff } from '@/lib/bff/with-bff';

// POST /api/applications/mine/{id}/data-change – "confirm data change" after an LCA correction (status back to 0).
export const POST = withBff(mineEndpoints.confirmDataChange, async ({ input, viewer, fresh }) => {
  requireCompanyMayAct(fresh);
  await confirmApplicationDataChange(viewer, input.id);
  return { done: true };
});
