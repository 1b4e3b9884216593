import { changeCompanyEmail } from '@/lib/accounts/server/personal-centre';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { companyEmailSchema } from '@/lib/validation/account';

// POST /api/account/company-email – changes the authenticated company's e-mail.
export const POST = withBff(async ({ req, session, locale }) => {
  const { companyEmail } = await parseInput(req, companyEmailSchema);
  await changeCompanyEmail(session, companyEmail, locale);
  return { data: { changed: true } };
});
