import { authEndpoints } from '@/lib/accounts/endpoints';
import { changeForgottenPassword } from '@/lib/accounts/server/password-reset';
import { withBff } from '@/lib/bff/server/with-bff';
import { markSubmission } from '@/lib/results/server/submission-marker';

// POST /api/auth/password-reset/change – step 3: sets the new password and ends any session (accounts.md 4.6).
export const POST = withBff(authEndpoints.changeForgottenPassword, async ({ input, session, locale }) => {
  await changeForgottenPassword(input.password, input.passwordRepeat, locale);
  session.destroy();
  await markSubmission('4');
  return { done: true };
});
