import { defineEndpoint, WRITE_LIMITS } from '@/lib/bff/endpoint';
import {
  captchaAnswerSchema,
  captchaChallengeSchema,
  captchaPassSchema,
  captchaRequestSchema,
} from './schemas';

/**
 * The captcha widget's BFF endpoints (protocols.md, AJ-Captcha): a new challenge, and the check of
 * an answer. Client-safe: the widget calls them through `callEndpoint`; the key stays sealed.
 */
export const captchaEndpoints = {
  get: defineEndpoint({
    method: 'POST',
    path: '/api/captcha/get',
    input: captchaRequestSchema,
    output: captchaChallengeSchema,
    access: 'public',
    limit: WRITE_LIMITS.action,
  }),
  check: defineEndpoint({
    method: 'POST',
    path: '/api/captcha/check',
    input: captchaAnswerSchema,
    output: captchaPassSchema,
    access: 'public',
    limit: WRITE_LIMITS.action,
  }),
};
