import type { AddressOf } from '@/lib/bff/address';
import type { authEndpoints } from './endpoints';

// Where this domain's BFF endpoints are, zod-free for the browser: import as a namespace
// (`import * as xApi from …/addresses`) so a page carries only the addresses it calls. Each is typed
// by its declaration in `./endpoints`; a place that differs from it does not compile.

export const loginBySms: AddressOf<typeof authEndpoints.loginBySms> = { method: 'POST', path: '/api/auth/login/sms' };
export const sendSmsCode: AddressOf<typeof authEndpoints.sendSmsCode> = { method: 'POST', path: '/api/auth/sms-code' };
export const sendEmailCode: AddressOf<typeof authEndpoints.sendEmailCode> = { method: 'POST', path: '/api/auth/email-code' };
export const loginByEmail: AddressOf<typeof authEndpoints.loginByEmail> = { method: 'POST', path: '/api/auth/login/email' };
export const logout: AddressOf<typeof authEndpoints.logout> = { method: 'POST', path: '/api/auth/logout' };
export const register: AddressOf<typeof authEndpoints.register> = { method: 'POST', path: '/api/auth/register' };
export const supplement: AddressOf<typeof authEndpoints.supplement> = { method: 'POST', path: '/api/auth/supplement' };
export const verifyResetCode: AddressOf<typeof authEndpoints.verifyResetCode> = { method: 'POST', path: '/api/auth/password-reset/verify' };
export const changeForgottenPassword: AddressOf<typeof authEndpoints.changeForgottenPassword> = { method: 'POST', path: '/api/auth/password-reset/change' };
export const session: AddressOf<typeof authEndpoints.session> = { method: 'GET', path: '/api/session' };
export const devSession: AddressOf<typeof authEndpoints.devSession> = { method: 'POST', path: '/api/dev/session' };
