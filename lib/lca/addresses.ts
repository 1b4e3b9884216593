import type { AddressOf } from '@/lib/bff/address';
import type { lcaEndpoints } from './endpoints';

// Zod-free addresses for the browser (import as a namespace), each typed by its declaration in `./endpoints`.

export const subscription: AddressOf<typeof lcaEndpoints.subscription> = {
  method: 'GET',
  path: '/api/lca/subscription',
};
export const subscribe: AddressOf<typeof lcaEndpoints.subscribe> = {
  method: 'POST',
  path: '/api/lca/subscription',
};
export const toolAddress: AddressOf<typeof lcaEndpoints.toolAddress> = {
  method: 'POST',
  path: '/api/lca/tool',
};
