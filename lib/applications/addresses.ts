import type { AddressOf } from '@/lib/bff/address';
import type { applicationEndpoints } from './endpoints';

// Zod-free addresses for the browser (import as a namespace), each typed by its declaration in `./endpoints`.

export const save: AddressOf<typeof applicationEndpoints.save> = {
  method: 'POST',
  path: '/api/applications/apply',
};
export const technologies: AddressOf<typeof applicationEndpoints.technologies> = {
  method: 'GET',
  path: '/api/applications/technologies/:categoryId',
};
export const template: AddressOf<typeof applicationEndpoints.template> = {
  method: 'GET',
  path: '/api/files/templates/:code',
};
