import type { AddressOf } from '@/lib/bff/address';
import type { captchaEndpoints } from './endpoints';

// Zod-free addresses for the browser (import as a namespace), each typed by its declaration in `./endpoints`.

export const get: AddressOf<typeof captchaEndpoints.get> = { method: 'POST', path: '/api/captcha/get' };
export const check: AddressOf<typeof captchaEndpoints.check> = { method: 'POST', path: '/api/captcha/check' };
