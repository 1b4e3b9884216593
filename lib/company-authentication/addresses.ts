import type { AddressOf } from '@/lib/bff/address';
import type { companyAuthenticationEndpoints } from './endpoints';

// Zod-free addresses for the browser (import as a namespace), each typed by its declaration in `./endpoints`.

export const submit: AddressOf<typeof companyAuthenticationEndpoints.submit> = {
  method: 'POST',
  path: '/api/account/enterprise',
};
export const cities: AddressOf<typeof companyAuthenticationEndpoints.cities> = {
  method: 'GET',
  path: '/api/regions/:province',
};
