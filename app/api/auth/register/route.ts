import { authEndpoints } from '@/lib/accounts/endpoints';
import { register } from '@/lib/accounts/server/register';
import { startSession } from '@/lib/accounts/server/sign-in';
import { withBff } from '@/lib/bff/server/with-bff';
import { markSubmission } from '@/lib/results/server/submission-marker';

// POST /api/auth/register – registers by phone or e-mail; signs the new user in when upstream answers a token.
export const POST = withBff(authEndpoints.register, async ({ input, session, locale }) => {
  const answer = await register(input, locale);
  if (answer) await startSession(session, answer, locale);
  await markSubmission('7');
  return { signedIn: Boolean(answer) };
});
