import { sendSmsCode, smsCodeRequestSchema } from '@/lib/accounts/send-code';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';

// POST /api/auth/sms-code – sends an SMS code after a passed captcha (login, mobile login, registration).
export const POST = withBff(async ({ req, locale }) => {
  await sendSmsCode(req, await parseInput(req, smsCodeRequestSchema), locale);
  return { data: { sent: true } };
});
