import { emailCodeRequestSchema, sendEmailCode } from '@/lib/accounts/send-code';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';

// POST /api/auth/email-code – sends an e-mail code after a passed captcha (registration, password reset).
export const POST = withBff(async ({ req, locale }) => {
  await sendEmailCode(req, await parseInput(req, emailCodeRequestSchema), locale);
  return { data: { sent: true } };
});
