import type { AddressOf } from '@/lib/bff/address';
import type { companyAuthenticationEndpoints } from './endpoints';

// Where this domain's BFF endpoints are, zod-free for the browser: import as a namespace
// (`import * as xApi from …/addresses`) so a page carries only the addresses it calls. Each is typed
// by its declaration in `./endpoints`; a place that differs from it does not compile.

export const submit: AddressOf<typeof companyAuthenticationEndpoints.submit> = { method: 'POST', path: '/api/account/enterprise' };
export const cities: AddressOf<typeof companyAuthenticationEndpoints.cities> = { method: 'GET', path: '/api/regions/:province' };
