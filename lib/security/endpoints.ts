import { defineEndpoint, WRITE_LIMITS, doneSchema } from '@/lib/bff/endpoint';
import * as z from '@/lib/validation/zod';

export const securityEndpoints = {
  /**
   * Tests only (PORTAL_DEV_OPS=1): replaces the unsanitised HTML of /dev/csp-canary
   * (lib/security/csp-canary.ts); `revalidate` also revalidates the data cache's tag of it, which
   * drops the visitor HTML cache as a content change does.
   */
  devCspCanary: defineEndpoint({
    method: 'POST',
    path: '/api/dev/csp-canary',
    input: z.object({ html: z.string().check(z.maxLength(20_000)), revalidate: z.boolean() }),
    output: doneSchema,
    access: 'public',
    limit: WRITE_LIMITS.action,
  }),
};
