import { z } from 'zod';
import { newCaptcha } from '@/lib/captcha/solve-captcha';
import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { captchaTypeSchema } from '@/lib/upstream/operations/captcha';

const inputSchema = z.object({ captchaType: captchaTypeSchema, clientUid: z.string().min(1).max(128) });

// POST /api/captcha/get – a new slider or click-word captcha for the widget (its key stays sealed).
export const POST = withBff(async ({ req, locale }) => {
  const { captchaType, clientUid } = await parseInput(req, inputSchema);
  return { data: await newCaptcha(captchaType, clientUid, locale) };
});
