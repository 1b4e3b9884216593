import * as z from '@/lib/validation/zod';

/** The captcha widget's inputs and answers (protocols.md, AJ-Captcha); the key stays sealed on the server. */

export const captchaTypeSchema = z.enum(['blockPuzzle', 'clickWord']);
export type CaptchaType = z.infer<typeof captchaTypeSchema>;

export const captchaRequestSchema = z.object({
  captchaType: captchaTypeSchema,
  clientUid: z.string().check(z.minLength(1), z.maxLength(128)),
});

/** What the widget receives: images and the words to click, a sealed id, and the public token. */
export const captchaChallengeSchema = z.object({
  captchaId: z.string(),
  /** Not secret (the answer is): tests use it to ask the reference upstream's /__dev/ for the answer. */
  token: z.string(),
  captchaType: captchaTypeSchema,
  originalImageBase64: z.string(),
  jigsawImageBase64: z.nullable(z.string()),
  wordList: z.array(z.string()),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** Points in the 310×155 reference (the widget scales them from what the user did on screen). */
export const captchaAnswerSchema = z.object({
  captchaId: z.string().check(z.minLength(1), z.maxLength(2048)),
  point: z.optional(
    z.object({ x: z.number().check(z.gte(0), z.lte(310)), y: z.number().check(z.gte(0), z.lte(155)) }),
  ),
  points: z.optional(
    z
      .array(z.object({ x: z.int().check(z.gte(0), z.lte(310)), y: z.int().check(z.gte(0), z.lte(155)) }))
      .check(z.length(3)),
  ),
});

export const captchaPassSchema = z.object({ captchaVerification: z.string() });
