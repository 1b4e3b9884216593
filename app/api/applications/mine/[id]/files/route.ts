import { myEpdEndpoints } from '@/lib/my-epd/endpoints';
import { replaceProductFile, requireCompanyMayAct } from '@/lib/my-epd/server/mine-applications';
import { withBff } from '@/lib/bff/server/with-bff';

export const POST = withBff(myEpdEndpoints.replaceFile, async ({ input, viewer, fresh }) => {
  requireCompanyMayAct(fresh);
  await replaceProductFile(viewer, input);
  return { done: true };
});
