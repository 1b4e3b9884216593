import { defineEndpoint, WRITE_LIMITS } from '@/lib/bff/endpoint';
import * as z from '@/lib/validation/zod';
import { feedbackSendSchema } from './schemas';

/**
 * Feedback (business.md 2.2, 5, 7 "Feedback"). Public: /Feedback has no guard in the route table, so
 * visitors send it as users do (with the token when there is a session) and there is no audit or
 * company status to re-check; the slider puzzle's verification, spent by the platform, and the
 * write limit are its throttle. A platform that wants a signed-in sender answers 401, which the
 * form turns into the login dialog.
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
