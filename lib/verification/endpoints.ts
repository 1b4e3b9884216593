import { defineEndpoint, fileQuerySchema, WRITE_LIMITS } from '@/lib/bff/endpoint';
import * as z from '@/lib/validation/zod';
import { registrationLookupDto, verificationPageDto } from './schemas';
import { listQuerySchema, verificationFormSchema } from './schemas';
import { REGISTRATION_NUMBER_MAX } from './dto';

/** Verification endpoints (business.md 2.2, 7): list and submission use the /epd/verification guard with fresh
 *  data, files the download check (business.md 6); the number hint needs only a login (no fresh status per keystroke). */
const requestId = z.string().check(z.regex(/^\d{1,18}$/, 'invalid'));

export const verificationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/verification/requests',
    input: listQuerySchema,
    output: verificationPageDto,
    access: { route: '/epd/verification' },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/verification/requests',
    input: verificationFormSchema,
    output: z.object({ resultType: z.literal('other') }),
    access: { route: '/epd/verification' },
    limit: WRITE_LIMITS.form,
  }),
  lookup: defineEndpoint({
    method: 'GET',
    path: '/api/verification/registration-lookup',
    input: z.object({
      number: z.string().check(z.trim(), z.minLength(1), z.maxLength(REGISTRATION_NUMBER_MAX)),
    }),
    output: registrationLookupDto,
    access: 'user',
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/verification/requests/:id/files/:fileId',
    input: z.extend(fileQuerySchema, { id: requestId, fileId: requestId }),
    output: null,
    // The download check in the handler (business.md 6) covers the /myDetails rule: login, audit.
    access: 'user',
  }),
};
