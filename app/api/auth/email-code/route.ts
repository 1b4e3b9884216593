import { authEndpoints } from '@/lib/accounts/endpoints';
import { sendEmailCode } from '@/lib/accounts/server/send-code';
import { withBff } from '@/lib/bff/with-bff';

// POST /api/auth/email-code – sends an e-mail code after a passed captcha (registration, password reset).
export const POST = withBff(authEndpoints.sendEmailCode, async ({ req, input, locale }) => {
  await sendEmailCode(req, input, locale);
  return { done: true };
});
