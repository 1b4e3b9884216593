import type { siteEndpoints } from './endpoints';

/**
 * Where a page view is counted, apart from the declaration's zod schemas: the visit beacon runs on
 * every page, and importing `siteEndpoints` would load zod (about 60 KiB gzip, a 200 ms task on a
 * slow phone, Lighthouse's "total blocking time") for one fetch. `siteEndpoints.countVisit` spreads
 * this address, so the two cannot drift, and `callEndpoint` reads nothing else of an endpoint at run
 * time (lib/bff/client.ts); the input is still typed from the declaration.
 */
export const COUNT_VISIT = { method: 'POST', path: '/api/site/visits' } as const;

export const countVisitEndpoint = COUNT_VISIT as unknown as typeof siteEndpoints.countVisit;
