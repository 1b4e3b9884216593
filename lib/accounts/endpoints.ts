import { defineEndpoint, doneSchema } from '@/lib/bff/endpoint';
import { userSnapshotSchema } from '@/lib/session/user-snapshot';
import { emailSchema, mobileSchema, smsLoginSchema } from '@/lib/validation/account';
import { z } from '@/lib/validation/zod';

/**
 * The accounts domain's BFF endpoints (login, codes, registration, session): declared once, used
 * by the route handlers under app/api/auth and by the forms through `callEndpoint`.
 */
const captchaVerification = z.string().min(1, 'captchaRequired').max(1024);

export const loginResultSchema = z.object({ user: userSnapshotSchema, needsSupplement: z.boolean() });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const smsLoginRequestSchema = smsLoginSchema.extend({
  /** web: /n/user/login/uc (header, /logins); app: /n/user/loginOrRegister/uc (DESIGN.md). */
  flow: z.enum(['web', 'app']).default('web'),
});

export const smsCodeRequestSchema = z.object({
  mobile: mobileSchema,
  /** login: header dialog and /logins; appLogin: the mobile flow; register: /register. */
  purpose: z.enum(['login', 'appLogin', 'register']),
  captchaVerification,
});

export const emailCodeRequestSchema = z.object({
  email: emailSchema,
  purpose: z.enum(['register', 'reset']),
  captchaVerification,
});

export const authEndpoints = {
  loginBySms: defineEndpoint({ method: 'POST', path: '/api/auth/login/sms', input: smsLoginRequestSchema, output: loginResultSchema, access: 'public' }),
  sendSmsCode: defineEndpoint({ method: 'POST', path: '/api/auth/sms-code', input: smsCodeRequestSchema, output: doneSchema, access: 'public' }),
  sendEmailCode: defineEndpoint({ method: 'POST', path: '/api/auth/email-code', input: emailCodeRequestSchema, output: doneSchema, access: 'public' }),
};
