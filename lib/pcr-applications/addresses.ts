import type { AddressOf } from '@/lib/bff/address';
import type { pcrApplicationEndpoints } from './endpoints';

// Zod-free addresses for the browser (import as a namespace), each typed by its declaration in `./endpoints`.

export const save: AddressOf<typeof pcrApplicationEndpoints.save> = {
  method: 'POST',
  path: '/api/pcr-applications',
};
export const list: AddressOf<typeof pcrApplicationEndpoints.list> = {
  method: 'GET',
  path: '/api/pcr-applications',
};
