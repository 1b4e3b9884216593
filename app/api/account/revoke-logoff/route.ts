import { withdrawCancellation } from '@/lib/accounts/server/personal-centre';
import { withBff } from '@/lib/bff/server/with-bff';
import { personalCentreEndpoints } from '@/lib/personal-centre/endpoints';

export const POST = withBff(personalCentreEndpoints.withdrawCancellation, async ({ viewer }) => {
  await withdrawCancellation(viewer);
  return { done: true };
});
