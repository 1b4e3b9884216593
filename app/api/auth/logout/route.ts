import { endSession } from '@/lib/accounts/server/login';
import { withBff } from '@/lib/bff/with-bff';

// POST /api/auth/logout – logs out upstream and destroys the portal session.
export const POST = withBff(async ({ session, locale }) => {
  await endSession(session, locale);
  return { data: { loggedOut: true } };
});
