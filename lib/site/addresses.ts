import type { AddressOf } from '@/lib/bff/address';
import type { siteEndpoints } from './endpoints';

// Zod-free addresses for the browser (import as a namespace), each typed by its declaration in `./endpoints`.

export const menu: AddressOf<typeof siteEndpoints.menu> = { method: 'GET', path: '/api/site/menu' };
export const countVisit: AddressOf<typeof siteEndpoints.countVisit> = {
  method: 'POST',
  path: '/api/site/visits',
};
export const dictionary: AddressOf<typeof siteEndpoints.dictionary> = {
  method: 'GET',
  path: '/api/site/dictionary',
};
export const devCspCanary: AddressOf<typeof siteEndpoints.devCspCanary> = {
  method: 'POST',
  path: '/api/dev/csp-canary',
};
