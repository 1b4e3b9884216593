import { sendCancellationCode } from '@/lib/accounts/server/account-cancellation';
import { withBff } from '@/lib/bff/with-bff';
import { personalCentreEndpoints } from '@/lib/personal-centre/endpoints';

// POST /api/account/cancellation-code – sends the log-off code to the signed-in account.
export const POST = withBff(personalCentreEndpoints.sendCancellationCode, async ({ input, viewer }) => {
  await sendCancellationCode(viewer, input.captchaVerification);
  return { done: true };
});
