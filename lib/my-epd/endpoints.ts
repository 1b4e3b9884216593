import { defineEndpoint, doneSchema, WRITE_LIMITS } from '@/lib/bff/endpoint';
import * as z from '@/lib/validation/zod';
import { DOWNLOAD_KINDS, PRODUCT_FILE_FIELDS } from './dto';
import { answerSchema, contractDto, mineListDto, productDto, quoteDto } from './schemas';

/** "My EPD" (business.md 2.2): every endpoint applies the /epd/mineEpd guard with fresh data; acting ones also need
 * an authenticated company, checked in the handlers (`companyMayAct`, lib/my-epd/statuses.ts). */
const access = { route: '/epd/mineEpd' } as const;
const applicationId = z.string().check(z.regex(/^\d{1,18}$/));

export const myEpdEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/applications/mine',
    input: z.object({}),
    output: mineListDto,
    access,
  }),
  products: defineEndpoint({
    method: 'GET',
    path: '/api/applications/mine/:id/products',
    input: z.object({ id: applicationId }),
    output: z.array(productDto),
    access,
  }),
  quote: defineEndpoint({
    method: 'GET',
    path: '/api/applications/mine/:id/quote',
    input: z.object({ id: applicationId }),
    output: quoteDto,
    access,
  }),
  answerQuote: defineEndpoint({
    method: 'POST',
    path: '/api/applications/mine/:id/quote',
    input: z.object({ id: applicationId, answer: answerSchema }),
    output: quoteDto,
    access,
    limit: WRITE_LIMITS.action,
  }),
  contract: defineEndpoint({
    method: 'GET',
    path: '/api/applications/mine/:id/contract',
    input: z.object({ id: applicationId }),
    output: contractDto,
    access,
  }),
  answerContract: defineEndpoint({
    method: 'POST',
    path: '/api/applications/mine/:id/contract',
    input: z.object({ id: applicationId, contractId: applicationId, answer: answerSchema }),
    output: contractDto,
    access,
    limit: WRITE_LIMITS.action,
  }),
  replaceFile: defineEndpoint({
    method: 'POST',
    path: '/api/applications/mine/:id/files',
    input: z.object({
      id: applicationId,
      productId: applicationId,
      field: z.enum(PRODUCT_FILE_FIELDS),
      attachmentId: applicationId,
    }),
    output: doneSchema,
    access,
    limit: WRITE_LIMITS.form,
  }),
  confirmDataChange: defineEndpoint({
    method: 'POST',
    path: '/api/applications/mine/:id/data-change',
    input: z.object({ id: applicationId }),
    output: doneSchema,
    access,
    limit: WRITE_LIMITS.form,
  }),
  /** The handler runs the download check first (business.md 6), then this page's guard for the company status. */
  download: defineEndpoint({
    method: 'GET',
    path: '/api/applications/mine/:id/download/:kind',
    input: z.object({
      id: applicationId,
      kind: z.enum(DOWNLOAD_KINDS),
      productId: z.optional(applicationId),
    }),
    output: null,
    access: 'user',
  }),
};
