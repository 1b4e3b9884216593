import type { AddressOf } from '@/lib/bff/address';
import type { messageEndpoints } from './endpoints';

// Where this domain's BFF endpoints are, zod-free for the browser: import as a namespace
// (`import * as xApi from …/addresses`) so a page carries only the addresses it calls. Each is typed
// by its declaration in `./endpoints`; a place that differs from it does not compile.

export const unread: AddressOf<typeof messageEndpoints.unread> = { method: 'GET', path: '/api/messages/unread' };
export const page: AddressOf<typeof messageEndpoints.page> = { method: 'GET', path: '/api/messages' };
export const one: AddressOf<typeof messageEndpoints.one> = { method: 'GET', path: '/api/messages/:id' };
export const read: AddressOf<typeof messageEndpoints.read> = { method: 'POST', path: '/api/messages/:id/read' };
export const readAll: AddressOf<typeof messageEndpoints.readAll> = { method: 'POST', path: '/api/messages/read-all' };
