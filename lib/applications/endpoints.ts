import { defineEndpoint, WRITE_LIMITS } from '@/lib/bff/endpoint';
import { choiceOptionSchema } from '@/lib/site/schemas';
import * as z from '@/lib/validation/zod';
import { APPLY_TEMPLATE_CODES } from './dto';
import { applySaveSchema } from './schemas';

/** The save is guarded like /epd/epdApplyFor with fresh audit and company status. */
export const applicationEndpoints = {
  save: defineEndpoint({
    method: 'POST',
    path: '/api/applications/apply',
    input: applySaveSchema,
    output: z.object({ resultType: z.enum(['EPD', 'CFP', '1']) }),
    access: { route: '/epd/epdApplyFor' },
    limit: WRITE_LIMITS.form,
  }),
  technologies: defineEndpoint({
    method: 'GET',
    path: '/api/applications/technologies/:categoryId',
    input: z.object({ categoryId: z.string().check(z.regex(/^\d{1,9}$/, 'invalid')) }),
    output: z.array(choiceOptionSchema),
    access: 'user',
  }),
  template: defineEndpoint({
    method: 'GET',
    path: '/api/files/templates/:code',
    input: z.object({ code: z.enum(APPLY_TEMPLATE_CODES) }),
    output: null,
    access: 'user',
  }),
};
