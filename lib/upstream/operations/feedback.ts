import * as z from 'zod';
import { ackSchema, defineOperation } from '../operation';

// POST /api/p/suggest/save (business.md 3 "Feedback", 7): `token` is the puzzle's captchaVerification. `public`, since
// business.md 5 asks only for the fields and the puzzle; a platform that wants a signed-in sender answers 401.
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
