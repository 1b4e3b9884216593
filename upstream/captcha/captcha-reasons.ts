import type { DatabaseSync } from 'node:sqlite';
import { UpstreamError } from '../http/errors.ts';
import type { Language } from '../http/language.ts';
import { CaptchaCode, consumeVerification } from './captcha-store.ts';
import type { CaptchaFailureCode } from './captcha-store.ts';

// The repMsg of each AJ-Captcha failure code (protocols.md), in both languages.
const reasons: Record<CaptchaFailureCode, { zh: string; en: string }> = {
  [CaptchaCode.Expired]: {
    zh: '验证码已失效，请重新获取',
    en: 'The captcha has expired. Please get a new one.',
  },
  [CaptchaCode.Failed]: { zh: '验证失败', en: 'Verification failed' },
  [CaptchaCode.TooManyGets]: {
    zh: '获取验证码过于频繁，请稍后再试',
    en: 'Too many captcha requests. Please try again later.',
  },
  [CaptchaCode.GetLocked]: {
    zh: '验证失败次数过多，请稍后再试',
    en: 'Too many failed attempts. Please try again later.',
  },
  [CaptchaCode.TooManyChecks]: {
    zh: '校验请求过于频繁，请稍后再试',
    en: 'Too many verification requests. Please try again later.',
  },
  [CaptchaCode.MissingField]: { zh: '参数不能为空', en: 'A required field is empty' },
};

export function captchaReason(code: CaptchaFailureCode, language: Language): string {
  return reasons[code][language];
}

/**
 * For a business call that carries a captchaVerification in its `token` field
 * (code sending, protocols.md "Using a passed captcha"): spends it, or answers 6110.
 */
export function spendCaptchaVerification(
  db: DatabaseSync,
  verification: string | undefined,
  now: number,
  language: Language,
): void {
  if (!verification || !consumeVerification(db, verification, now)) {
    throw new UpstreamError(CaptchaCode.Expired, captchaReason(CaptchaCode.Expired, language));
  }
}
