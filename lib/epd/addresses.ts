import type { AddressOf } from '@/lib/bff/address';
import type { epdEndpoints } from './endpoints';

// Where this domain's BFF endpoints are, zod-free for the browser: import as a namespace
// (`import * as xApi from …/addresses`) so a page carries only the addresses it calls. Each is typed
// by its declaration in `./endpoints`; a place that differs from it does not compile.

export const search: AddressOf<typeof epdEndpoints.search> = { method: 'GET', path: '/api/epd/search' };
export const reportFile: AddressOf<typeof epdEndpoints.reportFile> = { method: 'GET', path: '/api/files/epd/:attachmentId' };
export const appPdfFile: AddressOf<typeof epdEndpoints.appPdfFile> = { method: 'GET', path: '/api/files/apppdf/:businessId' };
export const qrLabelFile: AddressOf<typeof epdEndpoints.qrLabelFile> = { method: 'GET', path: '/api/files/epd-qr/:epdId' };
