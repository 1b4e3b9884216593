import type { Context } from 'hono';
import * as z from 'zod';
import { checkCaptcha, CaptchaCode, consumeVerification, issueCaptcha } from '../captcha/captcha-store.ts';
import type { CaptchaResult } from '../captcha/captcha-store.ts';
import { captchaReason } from '../captcha/captcha-reasons.ts';
import type { UpstreamApp, UpstreamDeps, UpstreamEnv } from '../context.ts';
import { requestLanguage } from '../http/language.ts';

// protocols.md "Captcha": the platform's envelope around AJ-Captcha is
// {code, data, message, repMsg}; a failure carries AJ-Captcha's code and its reason.

const captchaTypeSchema = z.enum(['blockPuzzle', 'clickWord']);
const getBody = z.object({
  captchaType: captchaTypeSchema,
  clientUid: z.string().trim().min(1).max(128),
  ts: z.unknown().optional(),
});
const checkBody = z.object({
  captchaType: captchaTypeSchema,
  pointJson: z.string().min(1).max(4096),
  token: z.string().trim().min(1).max(64),
});
const verifyBody = z.object({ captchaVerification: z.string().trim().min(1).max(1024) });

export function registerCaptchaRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
  // POST /n/captcha/get – a new puzzle or click-word captcha (images, token, secretKey; never the answer).
  app.post('/n/captcha/get', async (c) => {
    const body = await readCaptchaBody(c, getBody);
    if (!body.ok) return answer(c, body);
    return answer(c, issueCaptcha(db, body.data.captchaType, body.data.clientUid, now()));
  });

  // POST /n/captcha/check – checks pointJson (AES-encrypted with the secretKey); uses the token up.
  app.post('/n/captcha/check', async (c) => {
    const body = await readCaptchaBody(c, checkBody);
    if (!body.ok) return answer(c, body);
    return answer(c, checkCaptcha(db, body.data, now()));
  });

  // POST /n/captcha/verify – spends a captchaVerification, as a code-sending call would
  // (DESIGN.md: the BFF checks it itself before /n/plat/sms/checkcode/simple).
  app.post('/n/captcha/verify', async (c) => {
    const body = await readCaptchaBody(c, verifyBody);
    if (!body.ok) return answer(c, body);
    return answer(
      c,
      consumeVerification(db, body.data.captchaVerification, now())
        ? { ok: true, data: { result: true } }
        : { ok: false, code: CaptchaCode.Expired },
    );
  });
}

// A body that is not JSON or misses a field answers AJ-Captcha's "0011".
async function readCaptchaBody<Schema extends z.ZodType>(
  c: Context<UpstreamEnv>,
  schema: Schema,
): Promise<CaptchaResult<z.output<Schema>>> {
  const body: unknown = await c.req.json().catch(() => null);
  const result = schema.safeParse(body);
  return result.success ? { ok: true, data: result.data } : { ok: false, code: CaptchaCode.MissingField };
}

function answer<T>(c: Context<UpstreamEnv>, result: CaptchaResult<T>): Response {
  if (result.ok) {
    c.set('envelopeCode', CaptchaCode.Success);
    return c.json({ code: CaptchaCode.Success, data: result.data, message: 'success', repMsg: null });
  }
  const reason = captchaReason(result.code, requestLanguage(c));
  c.set('envelopeCode', Number(result.code));
  return c.json({ code: result.code, data: null, message: reason, repMsg: reason });
}
