import { authEndpoints } from '@/lib/accounts/endpoints';
import { logoutUpstream } from '@/lib/accounts/server/login';
import { withBff } from '@/lib/bff/server/with-bff';
import { forgetToken } from '@/lib/accounts/server/live-session';

// POST /api/auth/logout – logs out upstream, then destroys the portal session whatever upstream said.
export const POST = withBff(authEndpoints.logout, async ({ viewer, session }) => {
  await logoutUpstream(viewer);
  if (viewer.token) forgetToken(viewer.token);
  session.destroy();
  return { done: true };
});
