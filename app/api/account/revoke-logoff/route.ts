import { withdrawCancellation } from '@/lib/accounts/server/personal-centre';
import { withBff } from '@/lib/bff/with-bff';

// POST /api/account/revoke-logoff – withdraws the account cancellation request.
export const POST = withBff(async ({ session, locale }) => {
  await withdrawCancellation(session, locale);
  return { data: { withdrawn: true } };
});
