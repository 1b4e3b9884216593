import { defineEndpoint, WRITE_LIMITS, doneSchema } from '@/lib/bff/endpoint';
import * as z from '@/lib/validation/zod';
import { dictionarySources } from './dto';
import { choiceOptionSchema, menuItemSchema } from './schemas';

/**
 * The site's own BFF endpoints (the header menu, visit counting, dictionaries for forms). With the
 * other domains' `endpoints.ts` files they are the BFF's allowlist: nothing else reaches upstream
 * from the browser.
 */
export const siteEndpoints = {
  /** The header menu for this viewer (accounts.md 2.1 rules applied). */
  menu: defineEndpoint({
    method: 'GET',
    path: '/api/site/menu',
    input: z.object({}),
    output: z.array(menuItemSchema),
    access: 'public',
  }),
  /** One page view (business.md 7, `/n/pvuv/count`); the visitor id lives 8 hours in localStorage. */
  countVisit: defineEndpoint({
    method: 'POST',
    path: '/api/site/visits',
    input: z.object({ visitorId: z.uuid(), page: z.string().check(z.maxLength(512)) }),
    output: doneSchema,
    access: 'public',
    limit: WRITE_LIMITS.beacon,
  }),
  /** A dictionary as choices; type codes are upper-case identifiers (INDUSTRY_CATEGORY, RESOURCE_TYPE…). */
  dictionary: defineEndpoint({
    method: 'GET',
    path: '/api/site/dictionary',
    input: z.object({
      type: z.string().check(z.regex(/^[A-Z][A-Z0-9_]{1,63}$/, 'invalid')),
      source: z._default(z.enum(dictionarySources), 'list'),
    }),
    output: z.array(choiceOptionSchema),
    access: 'public',
  }),
  /** Tests only (PORTAL_DEV_OPS=1); `revalidate` drops the visitor HTML cache as a content change does. */
  devCspCanary: defineEndpoint({
    method: 'POST',
    path: '/api/dev/csp-canary',
    input: z.object({ html: z.string().check(z.maxLength(20_000)), revalidate: z.boolean() }),
    output: doneSchema,
    access: 'public',
    limit: WRITE_LIMITS.action,
  }),
};
