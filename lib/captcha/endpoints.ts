import { defineEndpoint } from '@/lib/bff/endpoint';
import * as z from '@/lib/validation/zod';

/**
 * The captcha widget's BFF endpoints (protocols.md, AJ-Captcha): a new challenge, and the check of
 * an answer. Client-safe: the widget calls them through `callEndpoint`; the key stays sealed.
 */
export const captchaTypeSchema = z.enum(['blockPuzzle', 'clickWord']);
export type CaptchaType = z.infer<typeof captchaTypeSchema>;

export const captchaRequestSchema = z.object({ captchaType: captchaTypeSchema, clientUid: z.string().min(1).max(128) });

/** What the widget receives: images and the words to click, a sealed id, and the public token. */
export const captchaChallengeSchema = z.object({
  captchaId: z.string(),
  /** Not secret (the answer is): tests use it to ask the reference upstream's /__dev/ for the answer. */
  token: z.string(),
  captchaType: captchaTypeSchema,
  originalImageBase64: z.string(),
  jigsawImageBase64: z.string().nullable(),
  wordList: z.array(z.string()),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** Points in the 310×155 reference (the widget scales them from what the user did on screen). */
export const captchaAnswerSchema = z.object({
  captchaId: z.string().min(1).max(2048),
  point: z.object({ x: z.number().min(0).max(310), y: z.number().min(0).max(155) }).optional(),
  points: z
    .array(z.object({ x: z.number().int().min(0).max(310), y: z.number().int().min(0).max(155) }))
    .length(3)
    .optional(),
});

export const captchaPassSchema = z.object({ captchaVerification: z.string() });

export const captchaEndpoints = {
  get: defineEndpoint({ method: 'POST', path: '/api/captcha/get', input: captchaRequestSchema, output: captchaChallengeSchema, access: 'public' }),
  check: defineEndpoint({ method: 'POST', path: '/api/captcha/check', input: captchaAnswerSchema, output: captchaPassSchema, access: 'public' }),
};
