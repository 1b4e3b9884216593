import { defineEndpoint, doneSchema } from '@/lib/bff/endpoint';
import * as z from '@/lib/validation/zod';
import { applicationDto, contractDto, PRODUCT_FILE_FIELDS, productDto, quoteDto } from './mine-dto';

/**
 * "My EPD" (business.md 2.2): the user's applications and what they answer on them. Every endpoint
 * applies the /epd/mineEpd guard with fresh data; acting ones also need an authenticated company,
 * checked in the handlers through `companyMayAct` (lib/applications/statuses.ts).
 */
const access = { route: '/epd/mineEpd' } as const;
const applicationId = z.string().regex(/^\d{1,18}$/);
export const APPLICATION_TYPES = ['EPD', 'CFP'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];
export const answerSchema = z.enum(['confirm', 'refuse']);
export const DOWNLOAD_KINDS = ['quote', 'contract', 'certificate', 'mark'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

export const mineEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/applications/mine', input: z.object({ type: z.enum(APPLICATION_TYPES) }), output: z.array(applicationDto), access }),
  products: defineEndpoint({ method: 'GET', path: '/api/applications/mine/:id/products', input: z.object({ id: applicationId }), output: z.array(productDto), access }),
  quote: defineEndpoint({ method: 'GET', path: '/api/applications/mine/:id/quote', input: z.object({ id: applicationId }), output: quoteDto, access }),
  answerQuote: defineEndpoint({ method: 'POST', path: '/api/applications/mine/:id/quote', input: z.object({ id: applicationId, answer: answerSchema }), output: quoteDto, access }),
  contract: defineEndpoint({ method: 'GET', path: '/api/applications/mine/:id/contract', input: z.object({ id: applicationId }), output: contractDto, access }),
  answerContract: defineEndpoint({
    method: 'POST',
    path: '/api/applications/mine/:id/contract',
    input: z.object({ id: applicationId, contractId: applicationId, answer: answerSchema }),
    output: contractDto,
    access,
  }),
  replaceFile: defineEndpoint({
    method: 'POST',
    path: '/api/applications/mine/:id/files',
    input: z.object({ id: applicationId, productId: applicationId, field: z.enum(PRODUCT_FILE_FIELDS), attachmentId: applicationId }),
    output: productDto,
    access,
  }),
  confirmDataChange: defineEndpoint({ method: 'POST', path: '/api/applications/mine/:id/data-change', input: z.object({ id: applicationId }), output: doneSchema, access }),
  /** Streams the quote or contract PDF, the certificate (PDF) or the carbon mark (PNG). */
  download: defineEndpoint({
    method: 'GET',
    path: '/api/applications/mine/:id/download/:kind',
    input: z.object({ id: applicationId, kind: z.enum(DOWNLOAD_KINDS), productId: applicationId.optional() }),
    output: null,
    access,
  }),
};

/** The download's address (a plain link: the browser saves the file; no token in it, the session cookie goes along). */
export function downloadUrl(id: string, kind: DownloadKind, productId?: string): string {
  const base = `/api/applications/mine/${encodeURIComponent(id)}/download/${kind}`;
  return productId ? `${base}?productId=${encodeURIComponent(productId)}` : base;
}
