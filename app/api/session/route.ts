import { authEndpoints } from '@/lib/accounts/endpoints';
import { withBff } from '@/lib/bff/with-bff';

// GET /api/session – the signed-in user's snapshot, or null; never the token (the DTO has no room for it).
export const GET = withBff(authEndpoints.session, async ({ viewer }) => ({ user: viewer.user ?? null }));
