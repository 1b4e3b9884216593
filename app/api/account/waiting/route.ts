import { withBff } from '@/lib/bff/server/with-bff';
import { personalCentreEndpoints } from '@/lib/personal-centre/endpoints';
import { countWaitingActs } from '@/lib/personal-centre/server/pending-work';

// GET /api/account/waiting – how many acts wait for the signed-in user's company
export const GET = withBff(personalCentreEndpoints.waitingCount, async ({ viewer }) => ({
  count: await countWaitingActs(viewer),
}));
