import { withdrawCancellation } from '@/lib/accounts/server/personal-centre';
import { withBff } from '@/lib/bff/with-bff';
import { personalCentreEndpoints } from '@/lib/personal-centre/endpoints';

// POST /api/account/revoke-logoff – withdraws the account cancellation request.
export const POST = withBff(personalCentreEndpoints.withdrawCancellation, async ({ viewer }) => {
  await withdrawCancellation(viewer);
  return { done: true };
});
