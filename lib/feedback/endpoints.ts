import { defineEndpoint, WRITE_LIMITS } from '@/lib/bff/endpoint';
import * as z from '@/lib/validation/zod';
import { feedbackSendSchema } from './schemas';

/** Feedback (business.md 2.2, 5, 7): public, as /Feedback has no guard; the slider puzzle and the write limit
 *  throttle it. A platform wanting a signed-in sender answers 401, which the form turns into the login dialog. */
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
