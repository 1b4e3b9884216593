import type { AddressOf } from '@/lib/bff/address';
import type { siteEndpoints } from './endpoints';

// Where this domain's BFF endpoints are, zod-free for the browser: import as a namespace
// (`import * as xApi from …/addresses`) so a page carries only the addresses it calls. Each is typed
// by its declaration in `./endpoints`; a place that differs from it does not compile.

export const menu: AddressOf<typeof siteEndpoints.menu> = { method: 'GET', path: '/api/site/menu' };
export const countVisit: AddressOf<typeof siteEndpoints.countVisit> = { method: 'POST', path: '/api/site/visits' };
export const dictionary: AddressOf<typeof siteEndpoints.dictionary> = { method: 'GET', path: '/api/site/dictionary' };
export const devCspCanary: AddressOf<typeof siteEndpoints.devCspCanary> = { method: 'POST', path: '/api/dev/csp-canary' };
