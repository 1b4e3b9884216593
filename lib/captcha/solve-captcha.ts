import 'server-only';
import { z } from 'zod';
import { BffError } from '@/lib/bff/bff-error';
import { currentClientKey, takeToken } from '@/lib/bff/rate-limit';
import type { Locale } from '@/lib/i18n/routing';
import { callOperation } from '@/lib/upstream/operation';
import { checkCaptcha, getCaptcha, type CaptchaType } from '@/lib/upstream/operations/captcha';
import { aesEcbBase64 } from './aes-ecb';
import { sealCaptcha, unsealCaptcha } from './captcha-session';

/** What the widget receives: images and the words to click, a sealed id, and the public token. */
export type CaptchaChallenge = {
  captchaId: string;
  /** Not secret (the answer is): tests use it to ask the reference upstream's /__dev/ for the answer. */
  token: string;
  captchaType: CaptchaType;
  originalImageBase64: string;
  jigsawImageBase64: string | null;
  wordList: string[];
};

/**
 * New captchas per client: 300 in 10 minutes, far above what people behind one address solve, and
 * a stop to scripts harvesting the images (counted per instance while Redis is unreachable).
 */
const CAPTCHAS_PER_CLIENT = 300;
const CAPTCHA_WINDOW_MS = 10 * 60 * 1000;

export async function newCaptcha(captchaType: CaptchaType, clientUid: string, locale: Locale): Promise<CaptchaChallenge> {
  if (!(await takeToken(`captcha:client:${await currentClientKey()}`, CAPTCHAS_PER_CLIENT, CAPTCHA_WINDOW_MS))) {
    throw new BffError(429, 'TOO_MANY_CAPTCHAS', undefined, 'limits.tooManyCaptchas');
  }
  const issued = await callOperation(getCaptcha, { captchaType, clientUid, ts: Date.now() }, { locale });
  return {
    captchaId: await sealCaptcha({ token: issued.token, captchaType, secretKey: issued.secretKey ?? null }),
    token: issued.token,
    captchaType,
    originalImageBase64: issued.originalImageBase64,
    jigsawImageBase64: issued.jigsawImageBase64 ?? null,
    wordList: issued.wordList ?? [],
  };
}

/** Points in the 310×155 reference (the widget scales them from what the user did on screen). */
export const captchaAnswerSchema = z.object({
  captchaId: z.string().min(1).max(2048),
  point: z.object({ x: z.number().min(0).max(310), y: z.number().min(0).max(155) }).optional(),
  points: z
    .array(z.object({ x: z.number().int().min(0).max(310), y: z.number().int().min(0).max(155) }))
    .length(3)
    .optional(),
});

/**
 * Checks an answer with upstream and, when it passes, returns the captchaVerification the
 * code-sending call carries: Base64(AES-ECB(token + "---" + pointJson)) (protocols.md).
 * Returns null when the seal is unknown or expired: the widget then fetches a new captcha.
 */
export async function checkCaptchaAnswer(
  answer: z.infer<typeof captchaAnswerSchema>,
  locale: Locale,
): Promise<{ captchaVerification: string } | null> {
  const sealed = await unsealCaptcha(answer.captchaId);
  if (!sealed) return null;
  const pointJson =
    sealed.captchaType === 'blockPuzzle'
      ? JSON.stringify({ x: answer.point?.x ?? 0, y: 5 })
      : JSON.stringify(answer.points ?? []);
  const encrypt = (text: string) => (sealed.secretKey ? aesEcbBase64(text, sealed.secretKey) : text);
  await callOperation(
    checkCaptcha,
    { captchaType: sealed.captchaType, pointJson: encrypt(pointJson), token: sealed.token },
    { locale },
  );
  return { captchaVerification: encrypt(`${sealed.token}---${pointJson}`) };
}
