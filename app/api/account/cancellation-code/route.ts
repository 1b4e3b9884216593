import { sendCancellationCode } from '@/lib/accounts/server/account-cancellation';
import { withBff } from '@/lib/bff/server/with-bff';
import { personalCentreEndpoints } from '@/lib/personal-centre/endpoints';

export const POST = withBff(personalCentreEndpoints.sendCancellationCode, async ({ input, viewer }) => {
  await sendCancellationCode(viewer, input.captchaVerification);
  return { done: true };
});
