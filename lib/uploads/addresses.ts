import type { AddressOf } from '@/lib/bff/address';
import type { uploadEndpoints } from './endpoints';

// Where this domain's BFF endpoints are, zod-free for the browser: import as a namespace
// (`import * as xApi from …/addresses`) so a page carries only the addresses it calls. Each is typed
// by its declaration in `./endpoints`; a place that differs from it does not compile.

export const upload: AddressOf<typeof uploadEndpoints.upload> = { method: 'POST', path: '/api/uploads/:kind', body: 'multipart' };
