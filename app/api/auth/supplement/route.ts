import { supplementCompanyInformation } from '@/lib/accounts/server/supplement';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { supplementSchema } from '@/lib/validation/account';

// POST /api/auth/supplement – saves the company information asked after a first login.
export const POST = withBff(async ({ req, session, locale }) => {
  await supplementCompanyInformation(session, await parseInput(req, supplementSchema), locale);
  return { data: { saved: true } };
});
