import { isSubscribed, subscribe } from '@/lib/accounts/server/lca-tool';
import { withBff } from '@/lib/bff/server/with-bff';
import { lcaEndpoints } from '@/lib/lca/endpoints';

export const GET = withBff(lcaEndpoints.subscription, async ({ viewer }) => ({
  subscribed: await isSubscribed(viewer),
}));

export const POST = withBff(lcaEndpoints.subscribe, async ({ input, viewer }) => {
  await subscribe(viewer, input);
  return { done: true };
});
