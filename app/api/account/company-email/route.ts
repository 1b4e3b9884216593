import { changeCompanyEmail } from '@/lib/accounts/server/personal-centre';
import { withBff } from '@/lib/bff/with-bff';
import { personalCentreEndpoints } from '@/lib/personal-centre/endpoints';

// POST /api/account/company-email – changes the authenticated company's e-mail.
export const POST = withBff(personalCentreEndpoints.changeCompanyEmail, async ({ input, viewer }) => {
  await changeCompanyEmail(viewer, input.companyEmail);
  return { done: true };
});
