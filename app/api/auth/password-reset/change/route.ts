import { changeForgottenPassword } from '@/lib/accounts/server/password-reset';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { newPasswordSchema } from '@/lib/validation/account';

// POST /api/auth/password-reset/change – step 3: sets the new password and ends any session.
export const POST = withBff(async ({ req, session, locale }) => {
  const { password, passwordRepeat } = await parseInput(req, newPasswordSchema);
  await changeForgottenPassword(session, password, passwordRepeat, locale);
  return { data: { changed: true } };
});
