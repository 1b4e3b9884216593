import { subscribe } from '@/lib/accounts/server/lca-tool';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { lcaSubscriptionSchema } from '@/lib/validation/account';

// POST /api/lca/subscription – subscribes the signed-in user to the LCA tool trial.
export const POST = withBff(async ({ req, session, locale }) => {
  await subscribe(session, await parseInput(req, lcaSubscriptionSchema), locale);
  return { data: { subscribed: true } };
});
