import { authEndpoints } from '@/lib/accounts/endpoints';
import { sendSmsCode } from '@/lib/accounts/server/send-code';
import { withBff } from '@/lib/bff/with-bff';

// POST /api/auth/sms-code – sends an SMS code after a passed captcha (login, mobile login, registration).
export const POST = withBff(authEndpoints.sendSmsCode, async ({ req, input, locale }) => {
  await sendSmsCode(req, input, locale);
  return { done: true };
});
