import type { AddressOf } from '@/lib/bff/address';
import type { epdEndpoints } from './endpoints';

// Zod-free addresses for the browser (import as a namespace), each typed by its declaration in `./endpoints`.

export const search: AddressOf<typeof epdEndpoints.search> = { method: 'GET', path: '/api/epd/search' };
export const reportFile: AddressOf<typeof epdEndpoints.reportFile> = {
  method: 'GET',
  path: '/api/files/epd/:attachmentId',
};
export const appPdfFile: AddressOf<typeof epdEndpoints.appPdfFile> = {
  method: 'GET',
  path: '/api/files/apppdf/:businessId',
};
export const qrLabelFile: AddressOf<typeof epdEndpoints.qrLabelFile> = {
  method: 'GET',
  path: '/api/files/epd-qr/:epdId',
};
