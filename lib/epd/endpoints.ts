import { defineEndpoint } from '@/lib/bff/endpoint';
import * as z from '@/lib/validation/zod';
import type { EpdCardData, EpdSummary } from './epd-summary';
import { fileQuerySchema } from './file-query';
import { epdSearchQuerySchema } from './search-query';
import type { EpdSearchResult } from './search-url';

/**
 * The declarations' BFF endpoints: the search's "load more" (a page of card DTOs) and the files
 * behind a declaration, streamed (`output: null`) after the download check.
 */
const locale = z.enum(['zh', 'en']);

const epdSummarySchema = z.object({
  id: z.string(),
  registrationNumber: z.string(),
  productType: z.enum(['EPD', 'CFP']),
  productName: z.string(),
  productNameLang: locale,
  hasEnglish: z.boolean(),
  productPath: z.string(),
  companyName: z.string(),
  productAddress: z.string().nullable(),
  pcr: z.object({ number: z.string(), name: z.string().nullable() }).nullable(),
  gwp100: z.number().nullable(),
  effectiveDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  expired: z.boolean(),
  chain: z.array(z.object({ kind: z.enum(['data', 'report']), txHash: z.string(), blockTime: z.string().nullable() })),
  report: z.object({ attachmentId: z.string(), businessId: z.string(), lang: locale }).nullable(),
}) satisfies z.ZodType<EpdSummary>;

const epdCardSchema = epdSummarySchema.extend({ qr: z.boolean() }) satisfies z.ZodType<EpdCardData>;

const epdSearchResultSchema = z.object({
  cards: z.array(epdCardSchema),
  total: z.number().int().min(0),
  pageCount: z.number().int().min(0),
}) satisfies z.ZodType<EpdSearchResult>;

/** A path segment id: a positive whole number, refused before upstream sees it. */
export const fileIdSchema = z.string().regex(/^\d{1,12}$/, 'invalid').transform(Number).pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

export const epdEndpoints = {
  search: defineEndpoint({ method: 'GET', path: '/api/epd/search', input: epdSearchQuerySchema, output: epdSearchResultSchema, access: 'public' }),
  /** A declaration report (PDF) for a search card, by attachment id. */
  reportFile: defineEndpoint({ method: 'GET', path: '/api/files/epd/:attachmentId', input: fileQuerySchema.extend({ attachmentId: fileIdSchema }), output: null, access: 'public' }),
  /** The report behind /apppdf/{businessId}. */
  appPdfFile: defineEndpoint({ method: 'GET', path: '/api/files/apppdf/:businessId', input: fileQuerySchema.extend({ businessId: fileIdSchema }), output: null, access: 'public' }),
  /** The product's QR label (PNG), for its own company. */
  qrLabelFile: defineEndpoint({ method: 'GET', path: '/api/files/epd-qr/:epdId', input: fileQuerySchema.extend({ epdId: fileIdSchema }), output: null, access: 'public' }),
};
