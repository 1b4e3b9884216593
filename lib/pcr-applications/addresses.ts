import type { AddressOf } from '@/lib/bff/address';
import type { pcrApplicationEndpoints } from './endpoints';

// Where this domain's BFF endpoints are, zod-free for the browser: import as a namespace
// (`import * as xApi from …/addresses`) so a page carries only the addresses it calls. Each is typed
// by its declaration in `./endpoints`; a place that differs from it does not compile.

export const save: AddressOf<typeof pcrApplicationEndpoints.save> = { method: 'POST', path: '/api/pcr-applications' };
export const list: AddressOf<typeof pcrApplicationEndpoints.list> = { method: 'GET', path: '/api/pcr-applications' };
