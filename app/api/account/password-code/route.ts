import { sendPasswordChangeCode } from '@/lib/accounts/server/account-cancellation';
import { withBff } from '@/lib/bff/server/with-bff';
import { personalCentreEndpoints } from '@/lib/personal-centre/endpoints';

export const POST = withBff(personalCentreEndpoints.sendPasswordCode, async ({ input, viewer, req }) => {
  await sendPasswordChangeCode(req, viewer, input.captchaVerification);
  return { done: true };
});
