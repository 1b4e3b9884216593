import { authEndpoints } from '@/lib/accounts/endpoints';
import { logoutUpstream } from '@/lib/accounts/server/login';
import { NextResponse } from 'next/server';
import { withBff } from '@/lib/bff/with-bff';
import { forgetToken } from '@/lib/session/live-session';

// POST /api/auth/logout – logs out upstream, then destroys the portal session whatever upstream said.
// `Clear-Site-Data: "cookies"` asks the browser to drop every cookie of the portal at once.
export const POST = withBff(authEndpoints.logout, async ({ viewer, session }) => {
  await logoutUpstream(viewer);
  if (viewer.token) forgetToken(viewer.token);
  session.destroy();
  return NextResponse.json({ ok: true, data: { done: true } }, { headers: { 'cache-control': 'no-store', 'clear-site-data': '"cookies"' } });
});
