import { captchaEndpoints } from '@/lib/captcha/endpoints';
import { newCaptcha } from '@/lib/captcha/server/solve-captcha';
import { withBff } from '@/lib/bff/server/with-bff';

// POST /api/captcha/get – a new slider or click-word captcha for the widget (its key stays sealed).
export const POST = withBff(captchaEndpoints.get, async ({ input, locale }) =>
  newCaptcha(input.captchaType, input.clientUid, locale),
);
