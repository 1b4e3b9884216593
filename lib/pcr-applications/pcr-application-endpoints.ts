import { defineEndpoint, WRITE_LIMITS } from '@/lib/bff/endpoint';
import * as z from '@/lib/validation/zod';
import { pcrApplicationSchema } from './pcr-application-schemas';

/** The PCR application, guarded like /Pcr/pcrApplyFor (signed in, audit not blocked) with fresh data. */
export const pcrApplicationEndpoints = {
  save: defineEndpoint({
    method: 'POST',
    path: '/api/pcr-applications',
    input: pcrApplicationSchema,
    output: z.object({ resultType: z.literal('2') }),
    access: { route: '/Pcr/pcrApplyFor' },
    limit: WRITE_LIMITS.form,
  }),
};
