import type { AddressOf } from '@/lib/bff/address';
import type { messageEndpoints } from './endpoints';

// Zod-free addresses for the browser (import as a namespace), each typed by its declaration in `./endpoints`.

export const unread: AddressOf<typeof messageEndpoints.unread> = {
  method: 'GET',
  path: '/api/messages/unread',
};
export const page: AddressOf<typeof messageEndpoints.page> = { method: 'GET', path: '/api/messages' };
export const one: AddressOf<typeof messageEndpoints.one> = { method: 'GET', path: '/api/messages/:id' };
export const read: AddressOf<typeof messageEndpoints.read> = {
  method: 'POST',
  path: '/api/messages/:id/read',
};
export const readAll: AddressOf<typeof messageEndpoints.readAll> = {
  method: 'POST',
  path: '/api/messages/read-all',
};
