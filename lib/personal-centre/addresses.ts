import type { AddressOf } from '@/lib/bff/address';
import type { personalCentreEndpoints } from './endpoints';

// Zod-free addresses for the browser (import as a namespace), each typed by its declaration in `./endpoints`.

export const correctRegistration: AddressOf<typeof personalCentreEndpoints.correctRegistration> = {
  method: 'POST',
  path: '/api/account/registration',
};
export const changeCompanyEmail: AddressOf<typeof personalCentreEndpoints.changeCompanyEmail> = {
  method: 'POST',
  path: '/api/account/company-email',
};
export const sendPasswordCode: AddressOf<typeof personalCentreEndpoints.sendPasswordCode> = {
  method: 'POST',
  path: '/api/account/password-code',
};
export const changePassword: AddressOf<typeof personalCentreEndpoints.changePassword> = {
  method: 'POST',
  path: '/api/account/password',
};
export const sendCancellationCode: AddressOf<typeof personalCentreEndpoints.sendCancellationCode> = {
  method: 'POST',
  path: '/api/account/cancellation-code',
};
export const requestCancellation: AddressOf<typeof personalCentreEndpoints.requestCancellation> = {
  method: 'POST',
  path: '/api/account/cancellation',
};
export const withdrawCancellation: AddressOf<typeof personalCentreEndpoints.withdrawCancellation> = {
  method: 'POST',
  path: '/api/account/revoke-logoff',
};
export const waitingCount: AddressOf<typeof personalCentreEndpoints.waitingCount> = {
  method: 'GET',
  path: '/api/account/waiting',
};
