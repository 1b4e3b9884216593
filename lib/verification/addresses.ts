import type { AddressOf } from '@/lib/bff/address';
import type { verificationEndpoints } from './endpoints';

// Where this domain's BFF endpoints are, zod-free for the browser: import as a namespace
// (`import * as xApi from …/addresses`) so a page carries only the addresses it calls. Each is typed
// by its declaration in `./endpoints`; a place that differs from it does not compile.

export const list: AddressOf<typeof verificationEndpoints.list> = { method: 'GET', path: '/api/verification/requests' };
export const create: AddressOf<typeof verificationEndpoints.create> = { method: 'POST', path: '/api/verification/requests' };
export const lookup: AddressOf<typeof verificationEndpoints.lookup> = { method: 'GET', path: '/api/verification/registration-lookup' };
export const file: AddressOf<typeof verificationEndpoints.file> = { method: 'GET', path: '/api/verification/requests/:id/files/:fileId' };
