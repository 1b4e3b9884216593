import { withBff } from '@/lib/bff/server/with-bff';
import { companyAuthenticationEndpoints } from '@/lib/company-authentication/endpoints';
import { authenticateCompany } from '@/lib/company-authentication/server/company-authentication';

// POST /api/account/enterprise – guarded like /enterprise itself; the session's snapshot says "under review" at once.
export const POST = withBff(companyAuthenticationEndpoints.submit, async ({ input, viewer, session }) => {
  session.user = await authenticateCompany(viewer, input);
  await session.save();
  return { done: true };
});
