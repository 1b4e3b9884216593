import type { AddressOf } from '@/lib/bff/address';
import type { lcesEndpoints } from './endpoints';

// Zod-free addresses for the browser (import as a namespace), each typed by its declaration in `./endpoints`.

export const save: AddressOf<typeof lcesEndpoints.save> = {
  method: 'POST',
  path: '/api/low-carbon-steel/applications',
};
export const template: AddressOf<typeof lcesEndpoints.template> = {
  method: 'GET',
  path: '/api/files/lces-templates/:file',
};
