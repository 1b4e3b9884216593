import { defineEndpoint, WRITE_LIMITS, doneSchema } from '@/lib/bff/endpoint';
import { companyAuthenticationSchema } from '@/lib/company-authentication/schemas';
import * as z from '@/lib/validation/zod';
import { regionSchema } from './schemas';

/**
 * Company authentication's BFF endpoints (business.md 2.2): the submission, guarded like the
 * /enterprise page itself (fresh status), and the cities of a province for the address cascade,
 * for any signed-in user as upstream's p/region is (no fresh status check per pick).
 */
export const companyAuthenticationEndpoints = {
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/account/enterprise',
    input: companyAuthenticationSchema,
    output: doneSchema,
    access: { route: '/enterprise' },
    limit: WRITE_LIMITS.form,
  }),
  cities: defineEndpoint({
    method: 'GET',
    path: '/api/regions/:province',
    input: z.object({ province: z.string().check(z.regex(/^\d{6}$/, 'invalid')) }),
    output: z.array(regionSchema),
    access: 'user',
  }),
};
