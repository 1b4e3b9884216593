import { captchaEndpoints } from '@/lib/captcha/endpoints';
import { checkCaptchaAnswer } from '@/lib/captcha/server/solve-captcha';
import { withBff } from '@/lib/bff/server/with-bff';

export const POST = withBff(captchaEndpoints.check, async ({ input, locale }) =>
  checkCaptchaAnswer(input, locale),
);
