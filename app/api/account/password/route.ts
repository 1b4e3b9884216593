import { changePasswordWithCode } from '@/lib/accounts/server/password-reset';
import { withBff } from '@/lib/bff/server/with-bff';
import { personalCentreEndpoints } from '@/lib/personal-centre/endpoints';
import { markSubmission } from '@/lib/results/server/submission-marker';

// POST /api/account/password – the session ends with the change (accounts.md 2.7), so this handler takes it.
export const POST = withBff(personalCentreEndpoints.changePassword, async ({ input, session, locale }) => {
  await changePasswordWithCode(session, input, locale);
  await markSubmission('4');
  return { done: true };
});
