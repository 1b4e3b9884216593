import { defineEndpoint, WRITE_LIMITS, doneSchema } from '@/lib/bff/endpoint';
import {
  emailCodeRequestSchema,
  emailLoginSchema,
  loginResultSchema,
  mobileCheckRequestSchema,
  mobileCheckResultSchema,
  newPasswordSchema,
  registrationResultSchema,
  registrationSchema,
  resetCodeSchema,
  sessionSnapshotSchema,
  smsCodeRequestSchema,
  smsLoginRequestSchema,
  supplementSchema,
  userSnapshotSchema,
} from './schemas';
import * as z from '@/lib/validation/zod';

const nothing = z.object({});

export const authEndpoints = {
  loginBySms: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/sms',
    input: smsLoginRequestSchema,
    output: loginResultSchema,
    access: 'public',
    limit: WRITE_LIMITS.action,
  }),
  sendSmsCode: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sms-code',
    input: smsCodeRequestSchema,
    output: doneSchema,
    access: 'public',
    limit: WRITE_LIMITS.action,
  }),
  /** Before the captcha: whether the number has an account (null: the platform cannot say). */
  checkMobile: defineEndpoint({
    method: 'POST',
    path: '/api/auth/mobile-check',
    input: mobileCheckRequestSchema,
    output: mobileCheckResultSchema,
    access: 'public',
    limit: WRITE_LIMITS.action,
  }),
  sendEmailCode: defineEndpoint({
    method: 'POST',
    path: '/api/auth/email-code',
    input: emailCodeRequestSchema,
    output: doneSchema,
    access: 'public',
    limit: WRITE_LIMITS.action,
  }),
  loginByEmail: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/email',
    input: emailLoginSchema,
    output: loginResultSchema,
    access: 'public',
    limit: WRITE_LIMITS.action,
  }),
  /** Public: logging out with a session that already ended still clears the cookie and answers done. */
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    input: nothing,
    output: doneSchema,
    access: 'public',
    limit: WRITE_LIMITS.action,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    input: registrationSchema,
    output: registrationResultSchema,
    access: 'public',
    limit: WRITE_LIMITS.form,
  }),
  supplement: defineEndpoint({
    method: 'POST',
    path: '/api/auth/supplement',
    input: supplementSchema,
    output: doneSchema,
    access: 'user',
    limit: WRITE_LIMITS.form,
  }),
  /** Forgot password, step 2: checks the e-mail code; the reset token stays in its own cookie. */
  verifyResetCode: defineEndpoint({
    method: 'POST',
    path: '/api/auth/password-reset/verify',
    input: resetCodeSchema,
    output: doneSchema,
    access: 'public',
    limit: WRITE_LIMITS.form,
  }),
  changeForgottenPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/password-reset/change',
    input: newPasswordSchema,
    output: doneSchema,
    access: 'public',
    limit: WRITE_LIMITS.form,
  }),
  session: defineEndpoint({
    method: 'GET',
    path: '/api/session',
    input: nothing,
    output: sessionSnapshotSchema,
    access: 'public',
  }),
  /** Tests only (PORTAL_DEV_OPS=1): a session for an account without the login screens. */
  devSession: defineEndpoint({
    method: 'POST',
    path: '/api/dev/session',
    input: z.object({ account: z.string().check(z.minLength(1), z.maxLength(128)) }),
    output: z.object({ user: userSnapshotSchema }),
    access: 'public',
    limit: WRITE_LIMITS.action,
  }),
};
