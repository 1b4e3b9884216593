import { authEndpoints } from '@/lib/accounts/endpoints';
import { loginWithSmsCode } from '@/lib/accounts/server/login';
import { needsSupplement, startSession } from '@/lib/accounts/server/sign-in';
import { withBff } from '@/lib/bff/with-bff';

// POST /api/auth/login/sms – logs in with a mobile number and SMS code; opens the portal session.
export const POST = withBff(authEndpoints.loginBySms, async ({ input, session, locale }) => {
  const user = await startSession(session, await loginWithSmsCode(input, locale), locale);
  return { user, needsSupplement: needsSupplement(user) };
});
