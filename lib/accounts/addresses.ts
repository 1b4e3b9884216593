import type { AddressOf } from '@/lib/bff/address';
import type { authEndpoints } from './endpoints';

// Zod-free addresses for the browser (import as a namespace), each typed by its declaration in `./endpoints`.

export const loginBySms: AddressOf<typeof authEndpoints.loginBySms> = {
  method: 'POST',
  path: '/api/auth/login/sms',
};
export const sendSmsCode: AddressOf<typeof authEndpoints.sendSmsCode> = {
  method: 'POST',
  path: '/api/auth/sms-code',
};
export const checkMobile: AddressOf<typeof authEndpoints.checkMobile> = {
  method: 'POST',
  path: '/api/auth/mobile-check',
};
export const sendEmailCode: AddressOf<typeof authEndpoints.sendEmailCode> = {
  method: 'POST',
  path: '/api/auth/email-code',
};
export const loginByEmail: AddressOf<typeof authEndpoints.loginByEmail> = {
  method: 'POST',
  path: '/api/auth/login/email',
};
export const logout: AddressOf<typeof authEndpoints.logout> = { method: 'POST', path: '/api/auth/logout' };
export const register: AddressOf<typeof authEndpoints.register> = {
  method: 'POST',
  path: '/api/auth/register',
};
export const supplement: AddressOf<typeof authEndpoints.supplement> = {
  method: 'POST',
  path: '/api/auth/supplement',
};
export const verifyResetCode: AddressOf<typeof authEndpoints.verifyResetCode> = {
  method: 'POST',
  path: '/api/auth/password-reset/verify',
};
export const changeForgottenPassword: AddressOf<typeof authEndpoints.changeForgottenPassword> = {
  method: 'POST',
  path: '/api/auth/password-reset/change',
};
export const session: AddressOf<typeof authEndpoints.session> = { method: 'GET', path: '/api/session' };
export const devSession: AddressOf<typeof authEndpoints.devSession> = {
  method: 'POST',
  path: '/api/dev/session',
};
