import { changePasswordWithCode } from '@/lib/accounts/server/password-reset';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { changePasswordSchema } from '@/lib/validation/account';

// POST /api/account/password – changes the signed-in account's password with its e-mail code.
export const POST = withBff(async ({ req, session, locale }) => {
  await changePasswordWithCode(session, await parseInput(req, changePasswordSchema), locale);
  return { data: { changed: true } };
});
