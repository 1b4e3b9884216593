import { changePasswordWithCode } from '@/lib/accounts/server/password-reset';
import { withBff } from '@/lib/bff/with-bff';
import { personalCentreEndpoints } from '@/lib/personal-centre/endpoints';
import { markSubmission } from '@/lib/results/server/submission-marker';

// POST /api/account/password – changes the signed-in account's password with its e-mail code; the
// session ends with it (accounts.md 2.7), so this handler takes the session.
export const POST = withBff(personalCentreEndpoints.changePassword, async ({ input, session, locale }) => {
  await changePasswordWithCode(session, input, locale);
  await markSubmission('4');
  return { done: true };
});
