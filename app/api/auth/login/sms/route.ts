import { loginWithSmsCode, smsLoginRequestSchema } from '@/lib/accounts/login';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';

// POST /api/auth/login/sms – logs in with a mobile number and SMS code; opens the portal session.
export const POST = withBff(async ({ req, session, locale }) => ({
  data: await loginWithSmsCode(session, await parseInput(req, smsLoginRequestSchema), locale),
}));
