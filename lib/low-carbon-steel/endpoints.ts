import { defineEndpoint, WRITE_LIMITS } from '@/lib/bff/endpoint';
import * as z from '@/lib/validation/zod';
import { lcesSaveSchema, templateFileSchema } from './schemas';

/** The submission, guarded like /dtpfg/dtpfgApplyFor with fresh data; LCES_MODEL_DOWNLOAD templates from `p/template/download/{file}`. */
export const lcesEndpoints = {
  save: defineEndpoint({
    method: 'POST',
    path: '/api/low-carbon-steel/applications',
    input: lcesSaveSchema,
    output: z.object({ resultType: z.literal('10') }),
    access: { route: '/dtpfg/dtpfgApplyFor' },
    limit: WRITE_LIMITS.form,
  }),
  template: defineEndpoint({
    method: 'GET',
    path: '/api/files/lces-templates/:file',
    input: z.object({ file: templateFileSchema }),
    output: null,
    access: 'user',
  }),
};
