import { authEndpoints } from '@/lib/accounts/endpoints';
import { sendSmsCode } from '@/lib/accounts/server/send-code';
import { withBff } from '@/lib/bff/server/with-bff';

export const POST = withBff(authEndpoints.sendSmsCode, async ({ req, input, locale }) => {
  await sendSmsCode(req, input, locale);
  return { done: true };
});
