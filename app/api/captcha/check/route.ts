import { BffError } from '@/lib/bff/bff-error';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { captchaAnswerSchema, checkCaptchaAnswer } from '@/lib/captcha/solve-captcha';

// POST /api/captcha/check – checks the widget's answer; a pass returns the captchaVerification.
export const POST = withBff(async ({ req, locale }) => {
  const answer = await parseInput(req, captchaAnswerSchema);
  const passed = await checkCaptchaAnswer(answer, locale);
  if (!passed) throw new BffError(422, 'CAPTCHA_EXPIRED');
  return { data: passed };
});
