import { lcaToolAddress } from '@/lib/accounts/server/lca-tool';
import { withBff } from '@/lib/bff/with-bff';

// POST /api/lca/tool – a fresh address of the external LCA tool, carrying a one-time refer token.
export const POST = withBff(async ({ session, locale }) => ({ data: { url: await lcaToolAddress(session, locale) } }));
