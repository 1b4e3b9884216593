import * as z from 'zod';
import { defineOperation } from '../operation';

const captchaTypeSchema = z.enum(['blockPuzzle', 'clickWord']);

/** protocols.md: images, token and secretKey; never the answer. */
export const getCaptcha = defineOperation({
  id: 'captcha.get',
  method: 'POST',
  path: '/n/captcha/get',
  access: 'public',
  input: z.object({ captchaType: captchaTypeSchema, clientUid: z.string().min(1).max(128), ts: z.number() }),
  output: z.object({
    originalImageBase64: z.string(),
    jigsawImageBase64: z.string().nullish(),
    wordList: z.array(z.string()).nullish(),
    token: z.string(),
    secretKey: z.string().nullish(),
  }),
});

const captchaResultSchema = z.looseObject({ result: z.boolean().nullish() }).nullish();

/** pointJson is encrypted with the secretKey when there is one. */
export const checkCaptcha = defineOperation({
  id: 'captcha.check',
  method: 'POST',
  path: '/n/captcha/check',
  access: 'public',
  input: z.object({ captchaType: captchaTypeSchema, pointJson: z.string(), token: z.string() }),
  output: captchaResultSchema,
});

/** Spends a captchaVerification, before /n/plat/sms/checkcode/simple, which has none of its own (DESIGN.md). */
export const verifyCaptcha = defineOperation({
  id: 'captcha.verify',
  method: 'POST',
  path: '/n/captcha/verify',
  access: 'public',
  input: z.object({ captchaVerification: z.string().min(1).max(1024) }),
  output: captchaResultSchema,
});
