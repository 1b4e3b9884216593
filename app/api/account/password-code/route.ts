import { sendPasswordChangeCode } from '@/lib/accounts/server/account-cancellation';
import { withBff } from '@/lib/bff/with-bff';
import { personalCentreEndpoints } from '@/lib/personal-centre/endpoints';

// POST /api/account/password-code – sends the password-change code to the account's e-mail.
export const POST = withBff(personalCentreEndpoints.sendPasswordCode, async ({ input, viewer, req }) => {
  await sendPasswordChangeCode(req, viewer, input.captchaVerification);
  return { done: true };
});
