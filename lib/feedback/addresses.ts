import type { AddressOf } from '@/lib/bff/address';
import type { feedbackEndpoints } from './endpoints';

// Zod-free addresses for the browser (import as a namespace), each typed by its declaration in `./endpoints`.

export const send: AddressOf<typeof feedbackEndpoints.send> = { method: 'POST', path: '/api/feedback' };
