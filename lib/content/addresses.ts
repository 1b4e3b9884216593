import type { AddressOf } from '@/lib/bff/address';
import type { contentEndpoints, contentFileEndpoints } from './endpoints';

// Where this domain's BFF endpoints are, zod-free for the browser: import as a namespace
// (`import * as xApi from …/addresses`) so a page carries only the addresses it calls. Each is typed
// by its declaration in `./endpoints`; a place that differs from it does not compile.

export const newsPage: AddressOf<typeof contentEndpoints.newsPage> = { method: 'GET', path: '/api/content/news' };
export const noticesPage: AddressOf<typeof contentEndpoints.noticesPage> = { method: 'GET', path: '/api/content/notices' };
export const pcrPage: AddressOf<typeof contentEndpoints.pcrPage> = { method: 'GET', path: '/api/content/pcr' };
export const resourcesPage: AddressOf<typeof contentEndpoints.resourcesPage> = { method: 'GET', path: '/api/content/resources' };
export const newsCover: AddressOf<typeof contentFileEndpoints.newsCover> = { method: 'GET', path: '/api/files/public/news/:id/cover' };
export const noticeAttachment: AddressOf<typeof contentFileEndpoints.noticeAttachment> = { method: 'GET', path: '/api/files/public/notices/:id/:attachmentId' };
export const linkLogo: AddressOf<typeof contentFileEndpoints.linkLogo> = { method: 'GET', path: '/api/files/public/links/:id/logo' };
export const resourceFile: AddressOf<typeof contentFileEndpoints.resourceFile> = { method: 'GET', path: '/api/files/public/resources/:type/:id/:file' };
export const gpiDocument: AddressOf<typeof contentFileEndpoints.gpiDocument> = { method: 'GET', path: '/api/files/gpi/:lang' };
export const pcrDocument: AddressOf<typeof contentFileEndpoints.pcrDocument> = { method: 'GET', path: '/api/files/pcr/:attachmentId' };
