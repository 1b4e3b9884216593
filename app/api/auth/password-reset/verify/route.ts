import { authEndpoints } from '@/lib/accounts/endpoints';
import { verifyResetCode } from '@/lib/accounts/server/password-reset';
import { withBff } from '@/lib/bff/with-bff';

// POST /api/auth/password-reset/verify – step 2 of the reset: checks the e-mail code, keeps the reset token.
export const POST = withBff(authEndpoints.verifyResetCode, async ({ input, locale }) => {
  await verifyResetCode(input.email, input.code, locale);
  return { done: true };
});
