import * as z from 'zod';
import { ackSchema, defineOperation } from '../operation';

// The low-carbon steel evaluation application (business.md 3, 7): an `/n/` path that carries the user's token (DESIGN.md).
const item = z.object({
  companyName: z.string().max(200),
  introduction: z.string().min(1).max(2000),
  productName: z.string().min(1).max(50),
  /** LCES_PROCESS_SELECTION item codes joined with ';'. */
  process: z.string().min(1).max(1000),
  /** The same codes as an array (our reading of the spec's unshown `checkList`). */
  checkList: z.array(z.string()).min(1).max(32),
  attachmentId: z.string().regex(/^\d{1,12}$/),
});

/** POST /api/n/carbon/addApplication: a JSON array of 1–3 items; the answer is not read. */
export const addLcesApplication = defineOperation({
  id: 'lces.add',
  method: 'POST',
  path: '/n/carbon/addApplication',
  access: 'user',
  carriesToken: true,
  bodyField: 'items',
  input: z.object({ items: z.array(item).min(1).max(3) }),
  output: ackSchema,
});
