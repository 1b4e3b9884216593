import { sendCancellationCode } from '@/lib/accounts/server/account-cancellation';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { captchaPassedSchema } from '@/lib/validation/account';

// POST /api/account/cancellation-code – sends the log-off code to the signed-in account.
export const POST = withBff(async ({ req, session, locale }) => {
  const { captchaVerification } = await parseInput(req, captchaPassedSchema);
  await sendCancellationCode(session, captchaVerification, locale);
  return { data: { sent: true } };
});
