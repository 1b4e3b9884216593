import type { AddressOf } from '@/lib/bff/address';
import type { lcaEndpoints } from './endpoints';

// Where this domain's BFF endpoints are, zod-free for the browser: import as a namespace
// (`import * as xApi from …/addresses`) so a page carries only the addresses it calls. Each is typed
// by its declaration in `./endpoints`; a place that differs from it does not compile.

export const subscription: AddressOf<typeof lcaEndpoints.subscription> = { method: 'GET', path: '/api/lca/subscription' };
export const subscribe: AddressOf<typeof lcaEndpoints.subscribe> = { method: 'POST', path: '/api/lca/subscription' };
export const toolAddress: AddressOf<typeof lcaEndpoints.toolAddress> = { method: 'POST', path: '/api/lca/tool' };
