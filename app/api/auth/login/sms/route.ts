import { authEndpoints } from '@/lib/accounts/endpoints';
import { loginWithSmsCode } from '@/lib/accounts/server/login';
import { needsSupplement, startSession } from '@/lib/accounts/server/sign-in';
import { withBff } from '@/lib/bff/server/with-bff';

export const POST = withBff(authEndpoints.loginBySms, async ({ input, session, locale }) => {
  const user = await startSession(session, await loginWithSmsCode(input, locale), locale);
  return { user, needsSupplement: needsSupplement(user) };
});
