import { changeCompanyEmail } from '@/lib/accounts/server/personal-centre';
import { withBff } from '@/lib/bff/server/with-bff';
import { personalCentreEndpoints } from '@/lib/personal-centre/endpoints';

export const POST = withBff(personalCentreEndpoints.changeCompanyEmail, async ({ input, viewer }) => {
  await changeCompanyEmail(viewer, input.companyEmail);
  return { done: true };
});
