import { correctRegistration } from '@/lib/accounts/server/personal-centre';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { registrationCorrectionSchema } from '@/lib/validation/account';

// POST /api/account/registration – sends a corrected registration back to review.
export const POST = withBff(async ({ req, session, locale }) => {
  await correctRegistration(session, await parseInput(req, registrationCorrectionSchema), locale);
  return { data: { submitted: true } };
});
