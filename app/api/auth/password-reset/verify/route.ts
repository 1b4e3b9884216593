import { verifyResetCode } from '@/lib/accounts/server/password-reset';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { resetCodeSchema } from '@/lib/validation/account';

// POST /api/auth/password-reset/verify – step 2 of the reset: checks the e-mail code, keeps the reset token.
export const POST = withBff(async ({ req, locale }) => {
  const { email, code } = await parseInput(req, resetCodeSchema);
  await verifyResetCode(email, code, locale);
  return { data: { verified: true } };
});
