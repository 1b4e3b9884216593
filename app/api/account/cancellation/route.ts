import { requestCancellation } from '@/lib/accounts/server/account-cancellation';
import { withBff } from '@/lib/bff/server/with-bff';
import { personalCentreEndpoints } from '@/lib/personal-centre/endpoints';
import { markSubmission } from '@/lib/results/server/submission-marker';

export const POST = withBff(personalCentreEndpoints.requestCancellation, async ({ input, viewer }) => {
  await requestCancellation(viewer, input.code);
  await markSubmission('5');
  return { done: true };
});
