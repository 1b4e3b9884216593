import { sendPasswordChangeCode } from '@/lib/accounts/server/account-cancellation';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { captchaPassedSchema } from '@/lib/validation/account';

// POST /api/account/password-code – sends the password-change code to the account's e-mail.
export const POST = withBff(async ({ req, session, locale }) => {
  const { captchaVerification } = await parseInput(req, captchaPassedSchema);
  await sendPasswordChangeCode(req, session, captchaVerification, locale);
  return { data: { sent: true } };
});
