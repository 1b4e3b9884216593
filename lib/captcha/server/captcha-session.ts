import 'server-only';
import { sealData, unsealData } from 'iron-session';
import * as z from 'zod';
import { getEnv } from '@/lib/env/server/env';
import { captchaTypeSchema, type CaptchaType } from '../schemas';

/**
 * The BFF keeps a captcha's secretKey from the browser: the widget holds a sealed `captchaId`
 * (token, type, key) that only this server can open, and gets back a `captchaVerification` when it
 * passes. A token lives 120 s upstream; the seal lives a little longer and no more.
 */
const sealedSchema = z.object({
  token: z.string(),
  captchaType: captchaTypeSchema,
  secretKey: z.string().nullable(),
});
export type SealedCaptcha = z.infer<typeof sealedSchema>;

const TTL_SECONDS = 150;

export function sealCaptcha(captcha: SealedCaptcha): Promise<string> {
  return sealData(captcha, { password: getEnv().sessionPassword, ttl: TTL_SECONDS });
}

export async function unsealCaptcha(captchaId: string): Promise<SealedCaptcha | null> {
  const data = await unsealData(captchaId, { password: getEnv().sessionPassword, ttl: TTL_SECONDS }).catch(
    () => ({}),
  );
  const parsed = sealedSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export type { CaptchaType };
