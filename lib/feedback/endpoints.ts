import { defineEndpoint, WRITE_LIMITS } from '@/lib/bff/endpoint';
import * as z from '@/lib/validation/zod';
import { feedbackSendSchema } from './schemas';

/**
 * Feedback (business.md 2.2, 7 "Feedback"). Public: /Feedback is open to visitors, and whether a
 * sender must be signed in is the platform's to say (the reference answers 401 for a visitor, which
 * the form turns into the login dialog). /Feedback has no guard in the route table, so there is no
 * audit or company status to re-check; the captcha verification is the platform's throttle.
 */
export const feedbackEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/feedback',
    input: feedbackSendSchema,
    output: z.object({ resultType: z.literal('6') }),
    access: 'public',
    limit: WRITE_LIMITS.feedback,
  }),
};
