import { defineEndpoint, WRITE_LIMITS, doneSchema } from '@/lib/bff/endpoint';
import {
  cancellationSchema,
  changePasswordSchema,
  companyEmailSchema,
  registrationCorrectionSchema,
} from '@/lib/personal-centre/schemas';
import { captchaPassedSchema } from '@/lib/validation/fields';
import * as z from '@/lib/validation/zod';

/** The personal centre's endpoints (accounts.md 2.5–2.7, 4.7): the account is always the session's, never the browser's. */
export const personalCentreEndpoints = {
  correctRegistration: defineEndpoint({
    method: 'POST',
    path: '/api/account/registration',
    input: registrationCorrectionSchema,
    output: doneSchema,
    access: 'user',
    limit: WRITE_LIMITS.form,
  }),
  changeCompanyEmail: defineEndpoint({
    method: 'POST',
    path: '/api/account/company-email',
    input: companyEmailSchema,
    output: doneSchema,
    access: 'user',
    limit: WRITE_LIMITS.form,
  }),
  sendPasswordCode: defineEndpoint({
    method: 'POST',
    path: '/api/account/password-code',
    input: captchaPassedSchema,
    output: doneSchema,
    access: 'user',
    limit: WRITE_LIMITS.action,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/account/password',
    input: changePasswordSchema,
    output: doneSchema,
    access: 'user',
    limit: WRITE_LIMITS.form,
  }),
  sendCancellationCode: defineEndpoint({
    method: 'POST',
    path: '/api/account/cancellation-code',
    input: captchaPassedSchema,
    output: doneSchema,
    access: 'user',
    limit: WRITE_LIMITS.action,
  }),
  requestCancellation: defineEndpoint({
    method: 'POST',
    path: '/api/account/cancellation',
    input: cancellationSchema,
    output: doneSchema,
    access: 'user',
    limit: WRITE_LIMITS.form,
  }),
  /** The count of acts waiting for the company, for the header's account menu (lib/personal-centre/server/pending-work). */
  waitingCount: defineEndpoint({
    method: 'GET',
    path: '/api/account/waiting',
    input: z.object({}),
    output: z.object({ count: z.int().check(z.gte(0)) }),
    access: 'user',
  }),
  withdrawCancellation: defineEndpoint({
    method: 'POST',
    path: '/api/account/revoke-logoff',
    input: z.object({}),
    output: doneSchema,
    access: 'user',
    limit: WRITE_LIMITS.action,
  }),
};
