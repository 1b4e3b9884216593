import { isSubscribed, subscribe } from '@/lib/accounts/server/lca-tool';
import { withBff } from '@/lib/bff/with-bff';
import { lcaEndpoints } from '@/lib/lca/endpoints';

// GET /api/lca/subscription – whether the signed-in user subscribes to the LCA tool.
export const GET = withBff(lcaEndpoints.subscription, async ({ viewer }) => ({ subscribed: await isSubscribed(viewer) }));

// POST /api/lca/subscription – subscribes the signed-in user to the LCA tool trial.
export const POST = withBff(lcaEndpoints.subscribe, async ({ input, viewer }) => {
  await subscribe(viewer, input);
  return { done: true };
});
