import { lcaToolAddress } from '@/lib/accounts/server/lca-tool';
import { withBff } from '@/lib/bff/with-bff';
import { lcaEndpoints } from '@/lib/lca/endpoints';

// POST /api/lca/tool – a fresh address of the external LCA tool, carrying a one-time refer token.
export const POST = withBff(lcaEndpoints.toolAddress, async ({ viewer }) => ({ url: await lcaToolAddress(viewer) }));
