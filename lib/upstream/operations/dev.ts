import * as z from 'zod';
import { defineOperation } from '../operation';
import { loginAnswerSchema } from './accounts';

/** The reference upstream's back door, for tests only: called solely from /api/dev/session (404 unless PORTAL_DEV_OPS=1). */
export const devSession = defineOperation({
  id: 'dev.session',
  method: 'POST',
  path: '/__dev/session',
  access: 'public',
  input: z.object({ account: z.string() }),
  output: loginAnswerSchema,
});
