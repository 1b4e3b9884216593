import { withBff } from '@/lib/bff/with-bff';

// GET /api/session – the signed-in user's snapshot, or null; never the token.
export const GET = withBff(async ({ session }) => ({
  data: { user: session.token && session.user ? session.user : null },
}));
