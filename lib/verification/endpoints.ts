import { defineEndpoint, WRITE_LIMITS } from '@/lib/bff/endpoint';
import { fileQuerySchema } from '@/lib/epd/file-query';
import * as z from '@/lib/validation/zod';
import { registrationLookupDto, verificationPageDto } from './schemas';
import { listQuerySchema, verificationFormSchema } from './schemas';
import { REGISTRATION_NUMBER_MAX } from './dto';

/**
 * EPD verification requests' BFF endpoints (business.md 2.2, 7 "Verification"). The list and the
 * submission apply the /epd/verification guard with fresh data (login, audit not blocked); the
 * files the download check (business.md 6). The registration-number hint is the public EPD search, for any
 * signed-in user (no fresh status per keystroke).
 */
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
  /** Streams the applicant's PDF or the platform's feedback PDF of one of the user's requests. */
  file: defineEndpoint({
    method: 'GET',
    path: '/api/verification/requests/:id/files/:fileId',
    input: z.extend(fileQuerySchema, { id: requestId, fileId: requestId }),
    output: null,
    // The download check in the handler (business.md 6) covers the /myDetails rule: login, audit.
    access: 'user',
  }),
};
