import { defineEndpoint, WRITE_LIMITS, doneSchema } from '@/lib/bff/endpoint';
import { companyAuthenticationSchema } from '@/lib/company-authentication/schemas';
import * as z from '@/lib/validation/zod';
import { regionSchema } from './schemas';

/** business.md 2.2: the submission is guarded like /enterprise (fresh status); the cities need only a login, as
 *  upstream's p/region does. */
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
