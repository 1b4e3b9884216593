import { authEndpoints } from '@/lib/accounts/endpoints';
import { sendEmailCode } from '@/lib/accounts/server/send-code';
import { withBff } from '@/lib/bff/server/with-bff';

export const POST = withBff(authEndpoints.sendEmailCode, async ({ req, input, locale }) => {
  await sendEmailCode(req, input, locale);
  return { done: true };
});
