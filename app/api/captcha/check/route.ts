import { captchaEndpoints } from '@/lib/captcha/endpoints';
import { checkCaptchaAnswer } from '@/lib/captcha/solve-captcha';
import { withBff } from '@/lib/bff/with-bff';

// POST /api/captcha/check – checks the widget's answer; a pass returns the captchaVerification.
export const POST = withBff(captchaEndpoints.check, async ({ input, locale }) => checkCaptchaAnswer(input, locale));
