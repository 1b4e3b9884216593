import type { AddressOf } from '@/lib/bff/address';
import type { verificationEndpoints } from './endpoints';

// Zod-free addresses for the browser (import as a namespace), each typed by its declaration in `./endpoints`.

export const list: AddressOf<typeof verificationEndpoints.list> = {
  method: 'GET',
  path: '/api/verification/requests',
};
export const create: AddressOf<typeof verificationEndpoints.create> = {
  method: 'POST',
  path: '/api/verification/requests',
};
export const lookup: AddressOf<typeof verificationEndpoints.lookup> = {
  method: 'GET',
  path: '/api/verification/registration-lookup',
};
export const file: AddressOf<typeof verificationEndpoints.file> = {
  method: 'GET',
  path: '/api/verification/requests/:id/files/:fileId',
};
