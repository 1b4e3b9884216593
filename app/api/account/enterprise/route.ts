import { authenticateCompany } from '@/lib/accounts/server/personal-centre';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { requireApiAccess } from '@/lib/guards/api-access';
import { enterpriseSchema } from '@/lib/validation/account';

// POST /api/account/enterprise – submits the company authentication (guarded like /enterprise itself).
export const POST = withBff(async ({ req, session, locale }) => {
  await requireApiAccess('/enterprise', session, locale);
  await authenticateCompany(session, await parseInput(req, enterpriseSchema), locale);
  return { data: { submitted: true } };
});
