import type { AddressOf } from '@/lib/bff/address';
import type { myEpdEndpoints } from './endpoints';

// Zod-free addresses for the browser (import as a namespace), each typed by its declaration in `./endpoints`.

export const list: AddressOf<typeof myEpdEndpoints.list> = { method: 'GET', path: '/api/applications/mine' };
export const products: AddressOf<typeof myEpdEndpoints.products> = {
  method: 'GET',
  path: '/api/applications/mine/:id/products',
};
export const quote: AddressOf<typeof myEpdEndpoints.quote> = {
  method: 'GET',
  path: '/api/applications/mine/:id/quote',
};
export const answerQuote: AddressOf<typeof myEpdEndpoints.answerQuote> = {
  method: 'POST',
  path: '/api/applications/mine/:id/quote',
};
export const contract: AddressOf<typeof myEpdEndpoints.contract> = {
  method: 'GET',
  path: '/api/applications/mine/:id/contract',
};
export const answerContract: AddressOf<typeof myEpdEndpoints.answerContract> = {
  method: 'POST',
  path: '/api/applications/mine/:id/contract',
};
export const replaceFile: AddressOf<typeof myEpdEndpoints.replaceFile> = {
  method: 'POST',
  path: '/api/applications/mine/:id/files',
};
export const confirmDataChange: AddressOf<typeof myEpdEndpoints.confirmDataChange> = {
  method: 'POST',
  path: '/api/applications/mine/:id/data-change',
};
export const download: AddressOf<typeof myEpdEndpoints.download> = {
  method: 'GET',
  path: '/api/applications/mine/:id/download/:kind',
};
