import { authEndpoints } from '@/lib/accounts/endpoints';
import { supplementCompanyInformation } from '@/lib/accounts/server/supplement';
import { withBff } from '@/lib/bff/server/with-bff';

// POST /api/auth/supplement – refreshes the session with upstream's new token and the names just given.
export const POST = withBff(authEndpoints.supplement, async ({ input, viewer, session }) => {
  const token = await supplementCompanyInformation(viewer, input);
  if (session.user)
    session.user = { ...session.user, userName: input.companyName, companyType: input.companyType };
  session.token = token;
  await session.save();
  return { done: true };
});
