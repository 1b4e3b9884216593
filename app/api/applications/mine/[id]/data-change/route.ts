import { myEpdEndpoints } from '@/lib/my-epd/endpoints';
import { confirmApplicationDataChange, requireCompanyMayAct } from '@/lib/my-epd/server/mine-applications';
import { withBff } from '@/lib/bff/server/with-bff';

// POST /api/applications/mine/{id}/data-change – "confirm data change" after an LCA correction (status back to 0).
export const POST = withBff(myEpdEndpoints.confirmDataChange, async ({ input, viewer, fresh }) => {
  requireCompanyMayAct(fresh);
  await confirmApplicationDataChange(viewer, input.id);
  return { done: true };
});
