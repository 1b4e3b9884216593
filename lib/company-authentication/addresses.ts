import type { AddressOf } from '@/lib/bff/address';
import type { companyAuthenticationEndpoints } from './endpoints';

// Zod-free BFF addresses typed by `./endpoints`; import as a namespace so a page carries only those it calls.

export const submit: AddressOf<typeof companyAuthenticationEndpoints.submit> = { method: 'POST', path: '/api/account/enterprise' };
export const cities: AddressOf<typeof companyAuthenticationEndpoints.cities> = { method: 'GET', path: '/api/regions/:province' };
