import { mineEndpoints } from '@/lib/applications/mine-endpoints';
import { replaceProductFile, requireCompanyMayAct } from '@/lib/applications/server/mine-applications';
import { withBff } from '@/lib/bff/with-bff';

// POST /api/applications/mine/{id}/files – replaces one of a product's files during an LCA correction.
export const POST = withBff(mineEndpoints.replaceFile, async ({ input, viewer, fresh }) => {
  requireCompanyMayAct(fresh);
  await replaceProductFile(viewer, input);
  return { done: true };
});
