import type { AddressOf } from '@/lib/bff/address';
import type { feedbackEndpoints } from './endpoints';

// Zod-free BFF addresses typed by `./endpoints`; import as a namespace so a page carries only those it calls.

export const send: AddressOf<typeof feedbackEndpoints.send> = { method: 'POST', path: '/api/feedback' };
