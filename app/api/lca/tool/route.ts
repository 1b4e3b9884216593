import { lcaToolAddress } from '@/lib/accounts/server/lca-tool';
import { withBff } from '@/lib/bff/server/with-bff';
import { lcaEndpoints } from '@/lib/lca/endpoints';

export const POST = withBff(lcaEndpoints.toolAddress, async ({ viewer }) => ({
  url: await lcaToolAddress(viewer),
}));
