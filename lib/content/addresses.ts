import type { AddressOf } from '@/lib/bff/address';
import type { contentEndpoints, contentFileEndpoints } from './endpoints';

// Zod-free addresses for the browser (import as a namespace), each typed by its declaration in `./endpoints`.

export const newsPage: AddressOf<typeof contentEndpoints.newsPage> = {
  method: 'GET',
  path: '/api/content/news',
};
export const noticesPage: AddressOf<typeof contentEndpoints.noticesPage> = {
  method: 'GET',
  path: '/api/content/notices',
};
export const pcrPage: AddressOf<typeof contentEndpoints.pcrPage> = {
  method: 'GET',
  path: '/api/content/pcr',
};
export const resourcesPage: AddressOf<typeof contentEndpoints.resourcesPage> = {
  method: 'GET',
  path: '/api/content/resources',
};
export const newsCover: AddressOf<typeof contentFileEndpoints.newsCover> = {
  method: 'GET',
  path: '/api/files/public/news/:id/cover',
};
export const noticeAttachment: AddressOf<typeof contentFileEndpoints.noticeAttachment> = {
  method: 'GET',
  path: '/api/files/public/notices/:id/:attachmentId',
};
export const linkLogo: AddressOf<typeof contentFileEndpoints.linkLogo> = {
  method: 'GET',
  path: '/api/files/public/links/:id/logo',
};
export const resourceFile: AddressOf<typeof contentFileEndpoints.resourceFile> = {
  method: 'GET',
  path: '/api/files/public/resources/:type/:id/:file',
};
export const gpiDocument: AddressOf<typeof contentFileEndpoints.gpiDocument> = {
  method: 'GET',
  path: '/api/files/gpi/:lang',
};
export const pcrDocument: AddressOf<typeof contentFileEndpoints.pcrDocument> = {
  method: 'GET',
  path: '/api/files/pcr/:attachmentId',
};
