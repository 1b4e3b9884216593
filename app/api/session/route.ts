import { authEndpoints } from '@/lib/accounts/endpoints';
import { withBff } from '@/lib/bff/server/with-bff';
import { isTokenLive } from '@/lib/accounts/server/live-session';

// GET /api/session – the user's snapshot, never the token; a token upstream has revoked reads as no user.
export const GET = withBff(authEndpoints.session, async ({ viewer }) => ({
  user: viewer.token && viewer.user && (await isTokenLive(viewer.token, viewer.locale)) ? viewer.user : null,
}));
