import { defineEndpoint, WRITE_LIMITS, doneSchema } from '@/lib/bff/endpoint';
import { lcaSubscriptionSchema } from '@/lib/lca/schemas';
import * as z from '@/lib/validation/zod';

/** The LCA tool's BFF endpoints (accounts.md 2.1, 4.10; business.md 2.2). */
export const lcaEndpoints = {
  subscription: defineEndpoint({
    method: 'GET',
    path: '/api/lca/subscription',
    input: z.object({}),
    output: z.object({ subscribed: z.nullable(z.boolean()) }),
    access: 'user',
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/lca/subscription',
    input: lcaSubscriptionSchema,
    output: doneSchema,
    access: 'user',
    limit: WRITE_LIMITS.action,
  }),
  /** A fresh address of the external tool, with a one-time refer token (never the session token). */
  toolAddress: defineEndpoint({
    method: 'POST',
    path: '/api/lca/tool',
    input: z.object({}),
    output: z.object({ url: z.url() }),
    access: 'user',
    limit: WRITE_LIMITS.action,
  }),
};
