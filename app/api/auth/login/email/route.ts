import { loginWithPassword } from '@/lib/accounts/server/login';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { emailLoginSchema } from '@/lib/validation/account';

// POST /api/auth/login/email – logs in with e-mail and password (encrypted here for upstream).
export const POST = withBff(async ({ req, session, locale }) => ({
  data: await loginWithPassword(session, await parseInput(req, emailLoginSchema), locale),
}));
