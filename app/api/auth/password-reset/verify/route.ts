import { authEndpoints } from '@/lib/accounts/endpoints';
import { verifyResetCode } from '@/lib/accounts/server/password-reset';
import { withBff } from '@/lib/bff/server/with-bff';

export const POST = withBff(authEndpoints.verifyResetCode, async ({ input, locale }) => {
  await verifyResetCode(input.email, input.code, locale);
  return { done: true };
});
