import { defineEndpoint, WRITE_LIMITS } from '@/lib/bff/endpoint';
import { choiceOptionSchema } from '@/lib/site/endpoints';
import * as z from '@/lib/validation/zod';
import { APPLY_TEMPLATE_CODES } from './dto';
import { applySaveSchema } from './schemas';

/**
 * The EPD and CFP application's BFF endpoints: the save, guarded like /epd/epdApplyFor with fresh
 * audit and company status; the technology routes of a family for the form's cascader; the templates of /Epd.
 */
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
  /** The three lists of the page: EPD, CFP and low-carbon steel evaluations, each card with its states. */
};
