import { authEndpoints } from '@/lib/accounts/endpoints';
import { mobileRegistered } from '@/lib/accounts/server/mobile-check';
import { withBff } from '@/lib/bff/server/with-bff';

// POST /api/auth/mobile-check – whether a number has an account, before the captcha.
export const POST = withBff(authEndpoints.checkMobile, async ({ req, input, locale }) => ({
  registered: await mobileRegistered(req, input.mobile, locale),
}));
