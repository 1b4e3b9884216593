import { mineEndpoints } from '@/lib/applications/mine-endpoints';
import { requireCompanyMayAct, streamApplicationFile } from '@/lib/applications/server/mine-applications';
import { withBff } from '@/lib/bff/with-bff';

// GET /api/applications/mine/{id}/download/{quote|contract|certificate|mark} – streamed with the token in the header.
export const GET = withBff(mineEndpoints.download, async ({ input, viewer, fresh, req }) => {
  requireCompanyMayAct(fresh);
  return streamApplicationFile(viewer, input, req.signal);
});
