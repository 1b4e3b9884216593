import { authEndpoints } from '@/lib/accounts/endpoints';
import { loginWithPassword } from '@/lib/accounts/server/login';
import { needsSupplement, startSession } from '@/lib/accounts/server/sign-in';
import { withBff } from '@/lib/bff/server/with-bff';

// POST /api/auth/login/email – the password is encrypted here for upstream; opens the session.
export const POST = withBff(authEndpoints.loginByEmail, async ({ input, session, locale }) => {
  const user = await startSession(session, await loginWithPassword(input, locale), locale);
  return { user, needsSupplement: needsSupplement(user) };
});
