import 'server-only';
import type * as z from '@/lib/validation/zod';
import type { captchaAnswerSchema, CaptchaChallenge, CaptchaType } from '../schemas';
import { DomainError } from '@/lib/errors/domain-error';
import { currentClientKey, takeToken } from '@/lib/bff/server/rate-limit';
import type { Locale } from '@/lib/i18n/routing';
import { callOperation } from '@/lib/upstream/operation';
import { checkCaptcha, getCaptcha } from '@/lib/upstream/operations/captcha';
import { aesEcbBase64 } from './aes-ecb';
import { sealCaptcha, unsealCaptcha } from './captcha-session';

/**
 * New captchas per client: 300 in 10 minutes, far above what people behind one address solve, and
 * a stop to scripts harvesting the images (counted per instance while Redis is unreachable).
 */
const CAPTCHAS_PER_CLIENT = 300;
const CAPTCHA_WINDOW_MS = 10 * 60 * 1000;

export async function newCaptcha(
  captchaType: CaptchaType,
  clientUid: string,
  locale: Locale,
): Promise<CaptchaChallenge> {
  if (
    !(await takeToken(`captcha:client:${await currentClientKey()}`, CAPTCHAS_PER_CLIENT, CAPTCHA_WINDOW_MS))
  ) {
    throw new DomainError('TOO_MANY_CAPTCHAS');
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

/**
 * Checks an answer with upstream and, when it passes, returns the captchaVerification the
 * code-sending call carries: Base64(AES-ECB(token + "---" + pointJson)) (protocols.md).
 * An unknown or expired seal is CAPTCHA_EXPIRED: the widget then fetches a new captcha.
 */
export async function checkCaptchaAnswer(
  answer: z.infer<typeof captchaAnswerSchema>,
  locale: Locale,
): Promise<{ captchaVerification: string }> {
  const sealed = await unsealCaptcha(answer.captchaId);
  if (!sealed) throw new DomainError('CAPTCHA_EXPIRED');
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
