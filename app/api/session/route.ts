import { authEndpoints } from '@/lib/accounts/endpoints';
import { withBff } from '@/lib/bff/with-bff';
import { isTokenLive } from '@/lib/session/live-session';

// GET /api/session – the signed-in user's snapshot, or null; never the token (the DTO has no room for it).
// A token upstream has revoked (a logout elsewhere, a copied cookie) reads as no user (review item 21).
export const GET = withBff(authEndpoints.session, async ({ viewer }) => ({
  user: viewer.token && viewer.user && (await isTokenLive(viewer.token, viewer.locale)) ? viewer.user : null,
}));
