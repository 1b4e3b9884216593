import { defineEndpoint, WRITE_LIMITS } from '@/lib/bff/endpoint';
import * as z from '@/lib/validation/zod';
import type { PcrApplicationItem } from './pcr-application-list';
import { pcrApplicationSchema } from './schemas';

const pcrApplicationItemDto = z.object({
  key: z.string(),
  company: z.string(),
  product: z.string(),
  appliedAt: z.nullable(z.string()),
}) satisfies z.ZodMiniType<PcrApplicationItem>;

/** Each guarded like its page, with fresh data. */
export const pcrApplicationEndpoints = {
  save: defineEndpoint({
    method: 'POST',
    path: '/api/pcr-applications',
    input: pcrApplicationSchema,
    output: z.object({ resultType: z.literal('2') }),
    access: { route: '/Pcr/pcrApplyFor' },
    limit: WRITE_LIMITS.form,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/pcr-applications',
    input: z.object({ page: z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)) }),
    output: z.object({ items: z.array(pcrApplicationItemDto), total: z.int().check(z.gte(0)) }),
    access: { route: '/Pcr/minePcr' },
  }),
};
