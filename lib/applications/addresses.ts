import type { AddressOf } from '@/lib/bff/address';
import type { applicationEndpoints } from './endpoints';

// Where this domain's BFF endpoints are, zod-free for the browser: import as a namespace
// (`import * as xApi from …/addresses`) so a page carries only the addresses it calls. Each is typed
// by its declaration in `./endpoints`; a place that differs from it does not compile.

export const save: AddressOf<typeof applicationEndpoints.save> = { method: 'POST', path: '/api/applications/apply' };
export const technologies: AddressOf<typeof applicationEndpoints.technologies> = { method: 'GET', path: '/api/applications/technologies/:categoryId' };
export const template: AddressOf<typeof applicationEndpoints.template> = { method: 'GET', path: '/api/files/templates/:code' };
