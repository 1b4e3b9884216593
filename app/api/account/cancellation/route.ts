import { requestCancellation } from '@/lib/accounts/server/account-cancellation';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { cancellationSchema } from '@/lib/validation/account';

// POST /api/account/cancellation – asks to cancel the signed-in account (reviewed by the platform).
export const POST = withBff(async ({ req, session, locale }) => {
  const { code } = await parseInput(req, cancellationSchema);
  await requestCancellation(session, code, locale);
  return { data: { requested: true } };
});
