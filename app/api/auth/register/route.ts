import { register } from '@/lib/accounts/server/register';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { registrationSchema } from '@/lib/validation/account';

// POST /api/auth/register – registers by phone or e-mail; signs the new user in when upstream allows.
export const POST = withBff(async ({ req, session, locale }) => ({
  data: await register(session, await parseInput(req, registrationSchema), locale),
}));
