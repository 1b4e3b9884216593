import type { AddressOf } from '@/lib/bff/address';
import type { uploadEndpoints } from './endpoints';

// Zod-free addresses for the browser (import as a namespace), each typed by its declaration in `./endpoints`.

export const upload: AddressOf<typeof uploadEndpoints.upload> = {
  method: 'POST',
  path: '/api/uploads/:kind',
  body: 'multipart',
};
