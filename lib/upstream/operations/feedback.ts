import * as z from 'zod';
import { ackSchema, defineOperation } from '../operation';

/**
 * POST /api/p/suggest/save (business.md 3 "Feedback", 7): the form plus the slider puzzle's
 * captchaVerification in `token`. `public`: the portal does not decide who may send feedback; a
 * platform that wants a signed-in sender answers 401 (the reference does), and a `/p/` call
 * carries the token when there is a session. Answers the new record's id, which the portal does
 * not read.
 */
export const saveFeedback = defineOperation({
  id: 'feedback.save',
  method: 'POST',
  path: '/p/suggest/save',
  access: 'public',
  input: z.object({
    companyName: z.string(),
    nickname: z.string(),
    phone: z.string(),
    mail: z.string(),
    information: z.string(),
    token: z.string(),
  }),
  output: ackSchema,
});
