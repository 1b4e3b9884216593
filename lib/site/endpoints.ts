import { defineEndpoint, WRITE_LIMITS, doneSchema } from '@/lib/bff/endpoint';
import * as z from '@/lib/validation/zod';
import type { ChoiceOption } from './choice-option';
import type { MenuItem } from './menu';

/**
 * The site's own BFF endpoints (the header menu, visit counting, dictionaries for forms). With the
 * other domains' `endpoints.ts` files they are the BFF's allowlist: nothing else reaches upstream
 * from the browser.
 */
export const menuItemSchema: z.ZodMiniType<MenuItem> = z.lazy(() =>
  z.object({
    label: z.string(),
    href: z.nullable(z.string()),
    external: z.boolean(),
    children: z.array(menuItemSchema),
  }),
);

export const choiceOptionSchema: z.ZodMiniType<ChoiceOption> = z.lazy(() =>
  z.object({ value: z.string(), label: z.string(), children: z.array(choiceOptionSchema) }),
);

/** Where a dictionary is read: `/n/dict/list`, `/p/dict/list` (COMPANY_TYPE) or `/p/dict/tree` (accounts.md 7). */
export const dictionarySources = ['list', 'protectedList', 'tree'] as const;
export type DictionarySource = (typeof dictionarySources)[number];

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
